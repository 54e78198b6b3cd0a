import { useEffect } from 'react';
import { startChatSync } from '../../features/chat/model/chat-sync.ts';
import { chatKeys } from '../../shared/messaging/api/keys.ts';
import { friendKeys } from '../../features/friends/api/keys.ts';
import { startFriendSync } from '../../features/friends/model/friend-sync.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { startGroupInvitationSync } from '../../shared/groups/group-invitation-sync.ts';
import { groupInvitationsKey } from '../../shared/groups/group-invitations.ts';
import { messaging } from '../../shared/realtime/messaging.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/**
 * Keeps the messaging connection up exactly while someone is signed in (spec §4: none after logout), its events
 * flowing into the chat, friends and group-invitation caches; another user's chats, friends or invitations never show
 * from the cache.
 */
export function useMessaging() {
  const userId = useSessionStore((state) => (state.session?.rongToken ? state.session.userId : null));
  useEffect(() => startChatSync(), []);
  useEffect(() => startFriendSync(), []);
  useEffect(() => startGroupInvitationSync(), []);
  useEffect(() => {
    if (userId === null) {
      messaging.stop();
      queryClient.removeQueries({ queryKey: chatKeys.all });
      queryClient.removeQueries({ queryKey: friendKeys.all });
      queryClient.removeQueries({ queryKey: groupInvitationsKey });
      return;
    }
    messaging.start(userId);
    const online = () => messaging.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
}
