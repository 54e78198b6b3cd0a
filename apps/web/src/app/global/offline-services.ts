import { startOfflineQueue } from '../../features/chat/model/offline-queue-start.ts';
import { keepOffline } from '../../shared/offline/keep-offline.ts';
import { renewSubscription } from '../../shared/push/web-push.ts';

/**
 * What a signed-in app runs for when it is closed or offline (issue 35), loaded after the first screen (at once when
 * the app starts offline): the home data kept in IndexedDB, the queue of messages written offline, and this device's
 * push subscription given to the server for this session. Answers the stop.
 */
export function startOfflineServices(userId: number): () => void {
  const stopKeeping = keepOffline(userId);
  const stopQueue = startOfflineQueue(
    userId,
    // The sending code loads with a chat; a queue to send brings it.
    () => void import('../../features/chat/model/send.ts').then((m) => m.sendQueued()),
  );
  renewSubscription().catch((error: unknown) => console.warn('push subscription not renewed', error));
  return () => {
    stopKeeping();
    stopQueue();
  };
}
