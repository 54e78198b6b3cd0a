import type { SendMessageBody } from '@volna/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// The app's IndexedDB (issue 35): what each signed-in user last saw, shown when the network is gone, and the messages
// written offline, sent once it is back. Per user; everything of a user goes when his session ends.

/** One query's data as it was last read. */
export type KeptQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };
export type Snapshot = { userId: number; savedAt: number; queries: KeptQuery[] };
/** A message written offline, with the clientMsgId it will be sent under (the server's once-only key). */
export type QueuedSend = { clientMsgId: string; userId: number; body: SendMessageBody; createdAt: number };

interface OfflineSchema extends DBSchema {
  snapshots: { key: number; value: Snapshot };
  outbox: { key: string; value: QueuedSend; indexes: { byUser: number } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb() {
  opened ??= openDB<OfflineSchema>('volna-offline', 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'userId' });
      db.createObjectStore('outbox', { keyPath: 'clientMsgId' }).createIndex('byUser', 'userId');
    },
  });
  return opened;
}

export async function saveSnapshot(snapshot: Snapshot) {
  await (await offlineDb()).put('snapshots', snapshot);
}

export async function readSnapshot(userId: number) {
  return (await offlineDb()).get('snapshots', userId);
}

export async function putQueuedSend(send: QueuedSend) {
  await (await offlineDb()).put('outbox', send);
}

export async function dropQueuedSend(clientMsgId: string) {
  await (await offlineDb()).delete('outbox', clientMsgId);
}

/** The user's queued messages, oldest first. */
export async function queuedSendsOf(userId: number) {
  const sends = await (await offlineDb()).getAllFromIndex('outbox', 'byUser', userId);
  return sends.sort((a, b) => a.createdAt - b.createdAt);
}

/** Everything kept for a user whose session ended (logout, logged in elsewhere): the next one sees none of it. */
export async function forgetUser(userId: number) {
  const db = await offlineDb();
  const tx = db.transaction(['snapshots', 'outbox'], 'readwrite');
  await tx.objectStore('snapshots').delete(userId);
  const outbox = tx.objectStore('outbox');
  for (const key of await outbox.index('byUser').getAllKeys(userId)) await outbox.delete(key);
  await tx.done;
}
