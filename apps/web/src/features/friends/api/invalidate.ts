import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { friendKeys } from './keys.ts';

/**
 * After a friendship changes: the lists, the profile, and the chat area's cached copy of the user (his remark and
 * the fields only contacts see come with friendship).
 */
export function refreshFriendship(queryClient: QueryClient, userId?: number) {
  void queryClient.invalidateQueries({ queryKey: friendKeys.list });
  void queryClient.invalidateQueries({ queryKey: friendKeys.requests });
  if (userId === undefined) return;
  void queryClient.invalidateQueries({ queryKey: friendKeys.user(userId) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.users(userId) });
}
