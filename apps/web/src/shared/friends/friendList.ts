import { useQuery } from '@tanstack/react-query';
import { FRIENDS_PAGE_SIZE_MAX, type FriendVo } from '@volna/contracts';
import { api } from '../api/client.ts';
import { friendListKey } from './friend-list-key.ts';

/** A user has at most FRIENDS_MAX (999) friends, so one page of the largest size holds them all. */
export const fetchFriends = () =>
  api
    .page<FriendVo>('/app/friend/list', {
      query: { pageNum: 1, pageSize: FRIENDS_PAGE_SIZE_MAX },
      silent: true,
    })
    .then((page) => page.rows);

export const useFriendList = () => useQuery({ queryKey: friendListKey, queryFn: fetchFriends });
