import { userChannel } from '../modules/auth/session.service.ts';
import type { Bus } from './bus.ts';
import type { Gateway } from './gateway.ts';

/**
 * Which of these users have a realtime socket open on any instance: this instance's own sockets answer without a
 * word to anyone; for the rest, one bus question (each instance subscribes a user's channel while he has a socket
 * there), never the database.
 */
export function connectedUsers(gateway: Pick<Gateway, 'hasLocalSocket'>, bus: Pick<Bus, 'subscriberCounts'>) {
  return async (userIds: number[]): Promise<Set<number>> => {
    const connected = new Set(userIds.filter((id) => gateway.hasLocalSocket(id)));
    const elsewhere = userIds.filter((id) => !connected.has(id));
    if (!elsewhere.length) return connected;
    const counts = await bus.subscriberCounts(elsewhere.map(userChannel));
    for (const id of elsewhere) if ((counts.get(userChannel(id)) ?? 0) > 0) connected.add(id);
    return connected;
  };
}
