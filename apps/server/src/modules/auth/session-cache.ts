import { SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_TTL_MS } from '@volna/contracts';
import type { Clock } from '../../deps.ts';
import type { Bus } from '../../realtime/bus.ts';

/** Bus channel on which every instance hears of ended sessions, so none keeps admitting them. */
export const SESSIONS_ENDED_CHANNEL = 'sessions:ended';
type SessionsEnded = { sessionIds?: string[]; userId?: number };

export type LiveSession = { userId: number; expiresAt: Date };

/**
 * Live sessions this instance looked up recently: every authenticated request needs one, and on the embedded
 * database that lookup was the largest part of a simple request. Ending a session drops it here at once and on
 * every other instance through the bus; an entry also lapses after SESSION_CACHE_TTL_MS, which bounds the damage if
 * a bus message were ever lost. Only live sessions are kept: revoked or unknown ones are always asked of the database.
 */
export function createSessionCache(bus: Bus, clock: Clock, onError: (error: unknown) => void) {
  const entries = new Map<string, LiveSession & { cachedUntil: number }>();
  // Bumped by every ending: a lookup that started before an ending must not cache what it read.
  let endings = 0;

  const forget = ({ sessionIds, userId }: SessionsEnded) => {
    endings++;
    for (const id of sessionIds ?? []) entries.delete(id);
    if (userId !== undefined)
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
  };
  bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => forget(message as SessionsEnded)).catch(onError);

  return {
    get(sessionId: string): LiveSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.cachedUntil <= clock.now().getTime()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },

    /** Taken before a database lookup and handed back to remember(). */
    generation: () => endings,

    remember(sessionId: string, session: LiveSession, generation: number) {
      if (generation !== endings) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= SESSION_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { ...session, cachedUntil: clock.now().getTime() + SESSION_CACHE_TTL_MS });
    },

    /** Drops ended sessions here now and tells the other instances. */
    async ended(what: SessionsEnded) {
      forget(what);
      await bus.publish(SESSIONS_ENDED_CHANNEL, what);
    },
  };
}
