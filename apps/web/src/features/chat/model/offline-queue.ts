import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { type OutgoingMessage, useOutbox } from './outbox.ts';

// Messages written offline (issue 35): they show in their chat as "waiting for network", are kept in IndexedDB (words
// and cards; a file waits only while the page lives, its upload cannot be kept), and go out by themselves, in the
// order written, once the network is back, each under its clientMsgId so the server makes it once whatever retries.

export const store = () => import('../../../shared/offline/offline-db.ts');
/** Whose queue this is (offline-queue-start.ts sets it while he is signed in); null: nothing is kept in IndexedDB. */
export const queueOwner: { userId: number | null; kept: Set<string> } = { userId: null, kept: new Set() };

/** Marks the message as waiting for the network, and keeps it across a reload when it carries no file. */
export function queueForNetwork(entry: OutgoingMessage) {
  const outbox = useOutbox.getState();
  const queued: OutgoingMessage = { ...entry, status: 'queued', progress: undefined };
  const known = outbox.byChat[keyOf(entry.body)]?.some((m) => m.clientMsgId === entry.clientMsgId);
  if (known) outbox.patch(entry.body, entry.clientMsgId, queued);
  else outbox.put(queued);
  const owner = queueOwner.userId;
  if (entry.upload || owner === null || queueOwner.kept.has(entry.clientMsgId)) return;
  queueOwner.kept.add(entry.clientMsgId);
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
  if (!queueOwner.kept.delete(clientMsgId)) return;
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
