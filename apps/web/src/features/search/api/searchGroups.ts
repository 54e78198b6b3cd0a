import { useInfiniteQuery } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { nextPage, SEARCH_PAGE_SIZE, searchKeys } from './keys.ts';

/** GET /app/group/search: my groups whose name holds the keyword. */
export const searchGroups = (keyword: string, pageNum: number, signal?: AbortSignal) =>
  api.page<GroupVo>('/app/group/search', {
    query: { keyword, pageNum, pageSize: SEARCH_PAGE_SIZE },
    silent: true,
    signal,
  });

export const useSearchGroups = (keyword: string) =>
  useInfiniteQuery({
    queryKey: searchKeys.groups(keyword),
    queryFn: ({ pageParam, signal }) => searchGroups(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
  });
