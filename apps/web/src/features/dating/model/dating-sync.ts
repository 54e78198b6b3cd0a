import { DATING_EVENTS } from '@volna/contracts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { datingKeys } from '../api/keys.ts';

const EVENTS = new Set<string>(Object.values(DATING_EVENTS));

/**
 * Someone liked me or bought my album or chat: the dating screens read again (likes, counts, my profile). An empty
 * batch is a fresh start of the connection, when what happened meanwhile is read again too.
 */
export function startDatingSync() {
  return messaging.onEvents((events) => {
    if (events.length === 0 || events.some((event) => EVENTS.has(event.type)))
      void queryClient.invalidateQueries({ queryKey: datingKeys.all });
  });
}
