import { useInfiniteQuery } from '@tanstack/react-query';
import type { FriendVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { nextPage, SEARCH_PAGE_SIZE, searchKeys } from './keys.ts';

/** GET /app/friend/search: my friends whose shown name, my remark or a phone I may see holds the keyword. */
export const searchFriends = (keyword: string, pageNum: number, signal?: AbortSignal) =>
  api.page<FriendVo>('/app/friend/search', {
    query: { keyword, pageNum, pageSize: SEARCH_PAGE_SIZE },
    silent: true,
    signal,
  });

export const useSearchFriends = (keyword: string) =>
  useInfiniteQuery({
    queryKey: searchKeys.friends(keyword),
    queryFn: ({ pageParam, signal }) => searchFriends(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
  });
