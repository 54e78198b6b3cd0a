import { useInfiniteQuery } from '@tanstack/react-query';
import type { UserVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { nextPage, SEARCH_PAGE_SIZE, searchKeys } from './keys.ts';

/** GET /app/user/search: by phone, e-mail or code the owner lets me see, and by name; my remark included. */
export const searchUsers = (keyword: string, pageNum: number, signal?: AbortSignal) =>
  api.page<UserVo>('/app/user/search', {
    query: { keyword, pageNum, pageSize: SEARCH_PAGE_SIZE },
    silent: true,
    signal,
  });

export const useSearchUsers = (keyword: string) =>
  useInfiniteQuery({
    queryKey: searchKeys.users(keyword),
    queryFn: ({ pageParam, signal }) => searchUsers(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
  });
