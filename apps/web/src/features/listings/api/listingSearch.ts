import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { listingKeys } from './keys.ts';
import { LISTINGS_PAGE_SIZE, nextPage } from './pages.ts';

/** GET /app/listings/list: the market under the search's query, page after page. */
export const useListingSearch = (query: Record<string, string>) =>
  useInfiniteQuery({
    queryKey: listingKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      api.page<ListingVo>('/app/listings/list', {
        query: { ...query, pageNum: pageParam, pageSize: LISTINGS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
