import { useEffect } from 'react';
import { clearAtStartup } from '../../features/assistant/api/clearHistory.ts';
import { assistantKeys } from '../../features/assistant/api/keys.ts';
import { CallService } from '../../features/calls/CallService.tsx';
import { ChatAlerts } from '../../features/chat/components/list/ChatAlerts.tsx';
import { datingKeys } from '../../features/dating/api/keys.ts';
import { startDatingSync } from '../../features/dating/model/dating-sync.ts';
import { chatKeys } from '../../shared/messaging/api/keys.ts';
import { friendKeys } from '../../features/friends/api/keys.ts';
import { startFriendSync } from '../../features/friends/model/friend-sync.ts';
import { startChatSync } from '../../features/chat/model/chat-sync.ts';
import { startLater } from '../../shared/offline/start-offline.ts';
import { GroupInvitationAlerts } from '../../features/groups/components/GroupInvitationAlerts.tsx';
import { queryClient } from '../../shared/api/query-client.ts';
import { startGroupInvitationSync } from '../../shared/groups/group-invitation-sync.ts';
import { groupInvitationsKey } from '../../shared/groups/group-invitations.ts';
import { messaging } from '../../shared/realtime/messaging.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { native } from '../../shared/native/native-bridge.ts';

/**
 * What runs only while someone is signed in (the shell loads it then, so a guest's first screen carries none of it,
 * issue 19): the messaging connection (spec §4: none after logout), its events flowing into the chat, friends and
 * group-invitation caches, and the new-message and group-invitation banners. When the session ends this unmounts and
 * drops that user's chats, friends and invitations from the cache, so another user never sees them.
 */
export default function SignedInServices({ userId }: { userId: number }) {
  useEffect(() => startChatSync(), []);
  useEffect(() => startFriendSync(), []);
  useEffect(() => startGroupInvitationSync(), []);
  useEffect(() => startDatingSync(), []);
  // Spec §4: a dropped connection (state 3) logs out the native shell, once per drop; the web session stays and the
  // connection comes back by itself while the token exists, when the shell gets the token again.
  useEffect(
    () =>
      messaging.onShellNotice((notice) => {
        const session = useSessionStore.getState().session;
        if (notice === 'logout') native.logout();
        else if (session) native.initAfterLogin(session);
      }),
    [],
  );
  useEffect(
    () => () => {
      messaging.stop();
      queryClient.removeQueries({ queryKey: chatKeys.all });
      queryClient.removeQueries({ queryKey: friendKeys.all });
      queryClient.removeQueries({ queryKey: groupInvitationsKey });
      // The feed and profiles are read again as a guest (no likes, no unlocked albums of the one who left).
      queryClient.removeQueries({ queryKey: datingKeys.all });
      queryClient.removeQueries({ queryKey: assistantKeys.all });
    },
    [],
  );
  // Issue 35: what the user saw is kept for offline use, what he writes offline goes once the network is back, and
  // this device's push subscription follows the session.
  useEffect(
    () => startLater(() => import('./offline-services.ts').then((m) => m.startOfflineServices(userId))),
    [userId],
  );
  // Spec §7: the assistant's history is cleared at start-up when logged in.
  useEffect(() => clearAtStartup(userId), [userId]);
  useEffect(() => {
    messaging.start(userId);
    // Profiles read as a guest (or as someone else) show this member's likes and purchases once read again.
    void queryClient.invalidateQueries({ queryKey: datingKeys.all });
    const online = () => messaging.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);

  return (
    <>
      <ChatAlerts />
      <GroupInvitationAlerts />
      <CallService />
    </>
  );
}
