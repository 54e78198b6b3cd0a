import { ConnectionStatus } from '@volna/contracts';
import { afterFirstScreenUnless } from '../../../shared/lib/after-first-screen.ts';
import { isOnline, whenBackOnline } from '../../../shared/lib/online.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { useMessagingStatus } from '../../../shared/realtime/messaging.ts';
import { type OutgoingMessage, useOutbox } from './outbox.ts';

// Messages written offline (issue 35): they show in their chat as "waiting for network", are kept in IndexedDB (words
// and cards; a file waits only while the page lives, its upload cannot be kept), and go out by themselves, in the
// order written, once the network is back, each under its clientMsgId so the server makes it once whatever retries.

const store = () => import('../../../shared/offline/offline-db.ts');
let userId: number | null = null;
/** Queued messages that are in IndexedDB too. */
const kept = new Set<string>();

/** Marks the message as waiting for the network, and keeps it across a reload when it carries no file. */
export function queueForNetwork(entry: OutgoingMessage) {
  const outbox = useOutbox.getState();
  const queued: OutgoingMessage = { ...entry, status: 'queued', progress: undefined };
  const known = outbox.byChat[keyOf(entry.body)]?.some((m) => m.clientMsgId === entry.clientMsgId);
  if (known) outbox.patch(entry.body, entry.clientMsgId, queued);
  else outbox.put(queued);
  if (entry.upload || userId === null || kept.has(entry.clientMsgId)) return;
  kept.add(entry.clientMsgId);
  const owner = userId;
  void store()
    .then((db) =>
      db.putQueuedSend({
        clientMsgId: entry.clientMsgId,
        userId: owner,
        body: entry.body,
        createdAt: entry.createdAt,
      }),
    )
    .catch((error: unknown) => console.warn('offline queue: keeping a message failed', error));
}

/** Sent or given up: no longer kept. */
export function forgetQueued(clientMsgId: string) {
  if (!kept.delete(clientMsgId)) return;
  void store()
    .then((db) => db.dropQueuedSend(clientMsgId))
    .catch(() => undefined);
}

/** Every message waiting for the network, oldest first. */
export function queuedMessages(): OutgoingMessage[] {
  return Object.values(useOutbox.getState().byChat)
    .flat()
    .filter((m) => m.status === 'queued')
    .sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * While the user is signed in: his kept messages back into their chats, and `send` (send.ts `sendQueued`) run when
 * the network returns or the messaging connection comes up. Answers the stop.
 */
export function startOfflineQueue(me: number, send: () => void): () => void {
  userId = me;
  let stopped = false;
  const load = () =>
    void store()
      .then((db) => db.queuedSendsOf(me))
      .then((sends) => {
        if (stopped) return;
        const outbox = useOutbox.getState();
        for (const queued of sends) {
          kept.add(queued.clientMsgId);
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
  // Online, nothing here is urgent: it waits for the first screen; offline, the chat shows its queue at once.
  const cancelLoad = afterFirstScreenUnless(!isOnline(), load);
  const stopOnline = whenBackOnline(send);
  const stopStatus = useMessagingStatus.subscribe((state, previous) => {
    if (state.status === ConnectionStatus.connected && previous.status !== ConnectionStatus.connected) send();
  });
  return () => {
    stopped = true;
    cancelLoad();
    userId = null;
    kept.clear();
    stopOnline();
    stopStatus();
  };
}
