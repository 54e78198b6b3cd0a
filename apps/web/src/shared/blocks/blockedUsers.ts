import { useInfiniteQuery } from '@tanstack/react-query';
import { type blockedUser, PAGE_SIZE_DEFAULT } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../api/client.ts';

export type BlockedUser = z.output<typeof blockedUser>;

export const blockedUsersKey = ['blockUser', 'list'] as const;

export const fetchBlockedUsers = (pageNum: number) =>
  api.page<BlockedUser>('/app/blockUser/list', {
    query: { pageNum, pageSize: PAGE_SIZE_DEFAULT },
    silent: true,
  });

/** Page after page while rows remain. */
export const useBlockedUsers = () =>
  useInfiniteQuery({
    queryKey: blockedUsersKey,
    queryFn: ({ pageParam }) => fetchBlockedUsers(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
  });
