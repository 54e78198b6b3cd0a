import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { listingKeys } from './keys.ts';
import { LISTINGS_PAGE_SIZE, nextPage } from './pages.ts';

/** GET /app/listings/mine: my releases, newest first, of one state or all. */
export const useMyListings = (state?: number) =>
  useInfiniteQuery({
    queryKey: listingKeys.mine(state),
    queryFn: ({ pageParam }) =>
      api.page<ListingVo>('/app/listings/mine', {
        query: { state, pageNum: pageParam, pageSize: LISTINGS_PAGE_SIZE },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** GET /app/listings/favourites: my collection, newest first. */
export const useFavouriteListings = () =>
  useInfiniteQuery({
    queryKey: listingKeys.favourites(),
    queryFn: ({ pageParam }) =>
      api.page<ListingVo>('/app/listings/favourites', {
        query: { pageNum: pageParam, pageSize: LISTINGS_PAGE_SIZE },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
