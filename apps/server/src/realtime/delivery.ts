import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { userChannel } from '../modules/auth/session.service.ts';
import { eventsRepository } from './events.repository.ts';

import type { UserEvent } from '@volna/contracts';

/** Anything a user must see: `{ type: 'message', message }`, a recall, a read status... */
export type { UserEvent };
/** One event as numbered in one user's log. */
export type Delivered = { userId: number; seq: number; event: UserEvent };
/** What a user's live connections hear on userChannel(userId) for every stored event. */
export type EventNotice = { type: 'event'; seq: number; event: UserEvent };

/**
 * Stored, numbered delivery of events to users (DESIGN §5): an event is in the log before anyone hears of it, so a
 * client that reconnects with its last sequence number gets everything after it, whichever instance it reaches.
 */
export function createDelivery(deps: AppDeps) {
  const { database, bus, clock } = deps;
  /** Told of every batch once announced (Web Push, issue 35); each must return at once and never throw. */
  const observers: Array<(delivered: Delivered[]) => void> = [];

  /** Inside the caller's transaction: appends `event` to each user's log under that user's next sequence number. */
  async function append(tx: Db, userIds: number[], event: UserEvent): Promise<Delivered[]> {
    const users = [...new Set(userIds)].sort((a, b) => a - b);
    if (!users.length) return [];
    const rows = await eventsRepository.append(tx, users, event.type, event, clock.now());
    return rows
      .map((r) => ({ userId: r.userId, seq: r.seq, event: r.payload as UserEvent }))
      .sort((a, b) => a.userId - b.userId);
  }

  /** Inside the caller's transaction: many events, each to its own user, numbered per user in the order given. */
  async function appendMany(
    tx: Db,
    addressed: Array<{ userId: number; event: UserEvent }>,
  ): Promise<Delivered[]> {
    if (!addressed.length) return [];
    const rows = await eventsRepository.appendMany(
      tx,
      addressed.map((a) => ({ userId: a.userId, payload: a.event })),
      clock.now(),
    );
    // Per user in number order, so publishing keeps each channel's order.
    return rows
      .map((r) => ({ userId: r.userId, seq: r.seq, event: r.payload as UserEvent }))
      .sort((a, b) => a.userId - b.userId || a.seq - b.seq);
  }

  /** After commit: tells each user's live connections, on any instance, of their new event. */
  async function publish(delivered: Delivered[]): Promise<void> {
    // Issued in one turn so each channel keeps the order of its events; a lost notice is healed by the log.
    await Promise.all(
      delivered.map(({ userId, seq, event }) =>
        bus.publish(userChannel(userId), { type: 'event', seq, event } satisfies EventNotice),
      ),
    );
    if (delivered.length)
      for (const observe of observers)
        try {
          observe(delivered);
        } catch (error) {
          // An observer's fault never reaches whoever published.
          console.warn(`delivery: an observer failed (${(error as Error).message})`);
        }
  }

  return {
    append,
    appendMany,
    publish,

    /** `observe` hears every published batch after its bus notices went out. */
    observe(observer: (delivered: Delivered[]) => void) {
      observers.push(observer);
    },

    /** Its own transaction, then the live notices once the events are committed. */
    async deliver(userIds: number[], event: UserEvent): Promise<Delivered[]> {
      const delivered = await database.db.transaction((tx) => append(tx, userIds, event));
      await publish(delivered);
      return delivered;
    },

    /** Where the user's log stands now: a fresh device starts from here. */
    head(userId: number): Promise<number> {
      return eventsRepository.head(database.db, userId);
    },

    /** The user's events after `afterSeq`, in order, at most `limit`. */
    async since(userId: number, afterSeq: number, limit: number): Promise<Delivered[]> {
      const rows = await eventsRepository.since(database.db, userId, afterSeq, limit);
      return rows.map((r) => ({ userId: r.userId, seq: r.seq, event: r.payload as UserEvent }));
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
