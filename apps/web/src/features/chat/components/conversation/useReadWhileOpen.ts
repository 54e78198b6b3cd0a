import type { ConversationKey } from '@volna/contracts';
import { useEffect, useRef } from 'react';
import { queryClient } from '../../../../shared/api/query-client.ts';
import { chatKeys } from '../../../../shared/messaging/api/keys.ts';
import { markRead } from '../../api/markRead.ts';
import { setActiveChat } from '../../model/active-chat.ts';

/** At most one read call a second (spec §9 throttle 1 s); the last arrival in a burst is still read. */
const READ_THROTTLE_MS = 1_000;

/**
 * While the chat is open (and the page visible) it is the active chat, and it is marked read on opening and on every
 * message that arrives from someone else.
 */
export function useReadWhileOpen(chat: ConversationKey, enabled: boolean, newestFromOthers: number) {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { conversationType, targetId } = chat;

  useEffect(() => {
    setActiveChat({ conversationType, targetId });
    return () => setActiveChat(null);
  }, [conversationType, targetId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: newestFromOthers is the trigger: each arrival reads again.
  useEffect(() => {
    if (!enabled) return;
    const key = { conversationType, targetId };
    const read = () => {
      timer.current = null;
      last.current = Date.now();
      markRead(key)
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        })
        .catch(() => undefined);
    };
    const soon = () => {
      if (document.visibilityState !== 'visible' || timer.current) return;
      const wait = last.current + READ_THROTTLE_MS - Date.now();
      if (wait <= 0) read();
      else timer.current = setTimeout(read, wait);
    };
    soon();
    document.addEventListener('visibilitychange', soon);
    return () => {
      document.removeEventListener('visibilitychange', soon);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [conversationType, targetId, enabled, newestFromOthers]);
}
