import type { FriendRequestVo, UserEvent } from '@volna/contracts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { refreshFriendship } from '../api/invalidate.ts';

const FRIEND_EVENTS = new Set(['friendRequest', 'friendAccepted', 'friendRemoved', 'friendRequestCancelled']);

/** The other side of a friend event: the sender of a request, else the `userId` the event names. */
function otherUserOf(event: UserEvent): number | undefined {
  if (event.type === 'friendRequest') return (event.request as FriendRequestVo | undefined)?.fromUserId;
  return typeof event.userId === 'number' ? event.userId : undefined;
}

/**
 * Friend events re-read the friends list and the requests badge (and the other user's profile). An empty batch is
 * a fresh start of the connection, when what happened meanwhile is read again too.
 */
export function startFriendSync() {
  return messaging.onEvents((events) => {
    const friendEvents = events.filter((event) => FRIEND_EVENTS.has(event.type));
    if (events.length === 0) refreshFriendship(queryClient);
    for (const event of friendEvents) refreshFriendship(queryClient, otherUserOf(event));
  });
}
