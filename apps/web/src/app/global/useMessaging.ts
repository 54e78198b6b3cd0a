import { useEffect } from 'react';
import { startChatSync } from '../../features/chat/model/chat-sync.ts';
import { chatKeys } from '../../features/chat/api/keys.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { messaging } from '../../shared/realtime/messaging.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/**
 * Keeps the messaging connection up exactly while someone is signed in (spec §4: none after logout), its events
 * flowing into the chat caches; another user's chats never show from the cache.
 */
export function useMessaging() {
  const userId = useSessionStore((state) => (state.session?.rongToken ? state.session.userId : null));
  useEffect(() => startChatSync(), []);
  useEffect(() => {
    if (userId === null) {
      messaging.stop();
      queryClient.removeQueries({ queryKey: chatKeys.all });
      return;
    }
    messaging.start(userId);
    const online = () => messaging.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
}
