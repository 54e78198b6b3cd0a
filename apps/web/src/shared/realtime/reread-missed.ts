import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { messaging } from './messaging.ts';

/**
 * After the empty batch of a fresh connection (the server starts it at its newest event), re-reads only the cached
 * data read before the connection started: what was read since, or is being read now, was asked for after that, so
 * it holds what happened before the starting point (a request sent just before the socket's own, answered after the
 * starting point, is the one case left to the next event). Re-reading everything sent the chat list's first three
 * reads twice on every start (issue 19).
 */
export function rereadMissed(queryKey: QueryKey) {
  const since = messaging.startedAt();
  void queryClient.invalidateQueries({
    queryKey,
    predicate: (query) => query.state.fetchStatus !== 'fetching' && query.state.dataUpdatedAt < since,
  });
}
