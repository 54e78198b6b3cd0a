import { ConnectionStatus } from '@volna/contracts';
import { whenBackOnline } from '../../../shared/lib/online.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { useMessagingStatus } from '../../../shared/realtime/messaging.ts';
import { queueOwner, store } from './offline-queue.ts';
import { useOutbox } from './outbox.ts';

// The queue's side that runs while the user is signed in (issue 35), loaded with the offline services after the first
// screen: his kept messages back into their chats, and their sending when the network or the socket comes back.

/**
 * While the user is signed in: his kept messages back into their chats, and `send` (send.ts `sendQueued`) run when
 * the network returns or the messaging connection comes up. Answers the stop.
 */
export function startOfflineQueue(me: number, send: () => void): () => void {
  queueOwner.userId = me;
  let stopped = false;
  const load = () =>
    void store()
      .then((db) => db.queuedSendsOf(me))
      .then((sends) => {
        if (stopped) return;
        const outbox = useOutbox.getState();
        for (const queued of sends) {
          queueOwner.kept.add(queued.clientMsgId);
          if (outbox.byChat[keyOf(queued.body)]?.some((m) => m.clientMsgId === queued.clientMsgId)) continue;
          outbox.put({
            clientMsgId: queued.clientMsgId,
            body: queued.body,
            createdAt: queued.createdAt,
            status: 'queued',
          });
        }
        send();
      })
      .catch((error: unknown) => console.warn('offline queue unavailable', error));
  load();
  const stopOnline = whenBackOnline(send);
  const stopStatus = useMessagingStatus.subscribe((state, previous) => {
    if (state.status === ConnectionStatus.connected && previous.status !== ConnectionStatus.connected) send();
  });
  return () => {
    stopped = true;
    queueOwner.userId = null;
    queueOwner.kept.clear();
    stopOnline();
    stopStatus();
  };
}
