import { useInfiniteQuery } from '@tanstack/react-query';
import { type FavouriteVo, PAGE_SIZE_DEFAULT } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

export const favouritesKey = ['chat', 'favourites'] as const;

export const fetchFavourites = (pageNum: number) =>
  api.page<FavouriteVo>('/app/messageCollect/list', {
    query: { pageNum, pageSize: PAGE_SIZE_DEFAULT },
    silent: true,
  });

/** Saved messages, newest first, page after page while rows remain. */
export const useFavourites = () =>
  useInfiniteQuery({
    queryKey: favouritesKey,
    queryFn: ({ pageParam }) => fetchFavourites(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
  });
