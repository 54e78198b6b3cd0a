import { useQuery } from '@tanstack/react-query';
import { FriendRequestStatus, type FriendRequestVo, PAGE_SIZE_MAX } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { friendKeys } from './keys.ts';

/** Requests addressed to me, pending ones first; the newest page of the largest size is enough for the screen. */
export const fetchFriendRequests = () =>
  api
    .page<FriendRequestVo>('/app/friend/request/list', {
      query: { pageNum: 1, pageSize: PAGE_SIZE_MAX },
      silent: true,
    })
    .then((page) => page.rows);

export const useFriendRequests = () =>
  useQuery({ queryKey: friendKeys.requests, queryFn: fetchFriendRequests });

/** The badge on "New friends": requests still waiting for my answer. */
export const usePendingRequestCount = () =>
  useQuery({
    queryKey: friendKeys.requests,
    queryFn: fetchFriendRequests,
    select: (rows) => rows.filter((row) => row.status === FriendRequestStatus.pending).length,
  });
