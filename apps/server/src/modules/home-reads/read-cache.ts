import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { etagMatches, listEtag } from '../../http/list-etag.ts';

/**
 * One user's answer to one home read, as sent (UTF-8 bytes, encoded once: a list of 300 chats is ~100 KB), and the
 * version of his data it was read at.
 */
type Entry = { version: string; body: Buffer; etag: string };

/** Superseded change marks are swept this often; only each user's newest one is ever read. */
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 5_000;
/** A user (or everyone, user 0) with more marks than this has his superseded ones swept at once, not in 10 minutes. */
const SWEEP_USER_AT_MARKS = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** The version of the user's data read before his home read was answered (read-cache.ts). */
    readVersion?: string;
  }
}

/**
 * The per-user cache of the home reads (issue 19: chat list, history page, friend list, account list, flow list).
 * A user's data has a version: the newest number of his event log (every message, recall notice, friend event he
 * hears of) with the newest change marks the database triggers left for him and for everyone (list_changes,
 * migration 0018). One small statement reads it; while it is unchanged, the answer kept in memory is the answer,
 * and a client sending its ETag back gets 304. Any instance reads the same version, so no instance serves another's
 * stale copy. The version is read before the list, so a kept answer is never older than the version it is kept under.
 */
const sweepFailed = (error: unknown) =>
  console.warn(`home reads: sweeping change marks failed (${(error as Error).message})`);

const DAY_MS = 24 * 60 * 60 * 1000;

export function createReadCache(deps: Pick<AppDeps, 'database' | 'config' | 'clock'>) {
  const db = deps.database.db;
  const keeps = deps.config.readCacheBytes > 0;
  const entries = new LRUCache<string, Entry>({
    // With READ_CACHE_MB=0 nothing is kept (the bench's "read anew" figures); lru-cache needs a positive size.
    maxSize: Math.max(deps.config.readCacheBytes, 1),
    sizeCalculation: (e) => e.body.length + e.version.length + e.etag.length + 64,
  });
  let sweeper: NodeJS.Timeout | undefined;
  /** The sweeps running now, by user (0: the marks for everyone); stop() waits for them. */
  const sweeping = new Map<number, Promise<void>>();

  /** Requests waiting for the next version read, by user; the read running now, if any. */
  let waiting = new Map<number, { resolve: (version: string) => void; reject: (error: unknown) => void }[]>();
  let reading = false;

  /**
   * The version of the user's data, read by a statement that starts after this call: concurrent calls (of any
   * users) wait together for the next statement, which starts once the running one has ended. So under load one
   * statement answers many requests, and none is answered by a read that began before it arrived (which could miss
   * a commit it must see).
   */
  function versionOf(userId: number) {
    return new Promise<string>((resolve, reject) => {
      const mine = waiting.get(userId);
      if (mine) mine.push({ resolve, reject });
      else waiting.set(userId, [{ resolve, reject }]);
      if (!reading) void readWaiting();
    });
  }

  async function readWaiting() {
    reading = true;
    const batch = waiting;
    waiting = new Map();
    try {
      const versions = await readVersions([...batch.keys()]);
      for (const [userId, waiters] of batch) for (const w of waiters) w.resolve(versions.get(userId)!);
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      reading = false;
      if (waiting.size) void readWaiting();
    }
  }

  /**
   * Marks take their ids when written, not when committed: a mark written first may commit after a later one. So a
   * user's marks count as well as their newest id: a late commit below the newest id still changes the count.
   */
  async function readVersions(userIds: number[]) {
    const rows = await queryRows<{ id: number; seq: unknown; mine: unknown; everyone: unknown }>(
      db,
      sql`select u.id,
                 (select last_seq from user_event_counters where user_id = u.id) as seq,
                 (select max(id) || ':' || count(*) from list_changes where user_id = u.id) as mine,
                 (select max(id) || ':' || count(*) from list_changes where user_id = 0) as everyone
          from unnest(${`{${userIds.join(',')}}`}::int[]) as u(id)`,
    );
    const versions = new Map<number, string>();
    for (const row of rows) {
      // Counting is the version's cost: many marks make every read slower, so they are swept as soon as seen.
      sweepIfMany(Number(row.id), row.mine);
      sweepIfMany(0, row.everyone);
      versions.set(Number(row.id), `${row.seq ?? 0}.${row.mine ?? 0}.${row.everyone ?? 0}`);
    }
    return versions;
  }

  function sweepIfMany(userId: number, marks: unknown) {
    const count = Number(String(marks ?? '').split(':')[1] ?? 0);
    if (count <= SWEEP_USER_AT_MARKS || sweeping.has(userId)) return;
    const running = sweepUser(userId)
      .catch(sweepFailed)
      .finally(() => sweeping.delete(userId));
    sweeping.set(userId, running);
  }

  /** sweep() for one user: all his marks but the newest go, and one new mark comes (so the version moves on). */
  async function sweepUser(userId: number) {
    await db.execute(
      sql`with swept as (
            delete from list_changes where id in (
              select id from list_changes
              where user_id = ${userId} and id < (select max(id) from list_changes where user_id = ${userId})
              for update skip locked)
            returning user_id
          )
          insert into list_changes (user_id) select ${userId} where exists (select 1 from swept)`,
    );
  }

  /**
   * Deletes change marks a newer one of the same user supersedes (rows another sweep holds are skipped) and gives
   * each such user one new mark in the same transaction: his newest id then grows, so no (newest id, count) pair
   * seen before the sweep can come back after it.
   */
  async function sweep() {
    const [row] = await queryRows<{ swept: unknown }>(
      db,
      sql`with swept as (
            delete from list_changes where id in (
              select l.id from list_changes l
              where exists (select 1 from list_changes n where n.user_id = l.user_id and n.id > l.id)
              limit ${SWEEP_BATCH} for update skip locked)
            returning user_id
          )
          , fresh as (insert into list_changes (user_id) select distinct user_id from swept)
          select count(*) as swept from swept`,
    );
    return Number(row?.swept ?? 0);
  }

  /** Sweeps batch after batch until one finds less than a full batch. */
  async function sweepAll() {
    while ((await sweep()) === SWEEP_BATCH);
  }

  const sweepLogged = () => sweepAll().catch(sweepFailed);

  // The language is in the key: `msg` of the envelope is in the reader's language.
  const keyOf = (request: FastifyRequest) => `${request.auth.userId}\n${request.lang}\n${request.url}`;

  function sendKept(reply: FastifyReply, entry: Entry, ifNoneMatch: string | undefined) {
    headers(reply, entry.etag);
    if (etagMatches(ifNoneMatch, entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  function headers(reply: FastifyReply, etag: string) {
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'authorization, content-language');
  }

  /**
   * Route options of a home read: answer from the cache when the user's data is unchanged, else keep the answer.
   * `epoch` joins the version for a list that also changes with the clock (the chat list's wallet tab, by the day).
   */
  function routeOptions(epoch?: () => string) {
    const versionFor = async (userId: number) =>
      epoch ? `${await versionOf(userId)}.${epoch()}` : versionOf(userId);
    return {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!keeps) return;
        const version = await versionFor(request.auth.userId);
        const kept = entries.get(keyOf(request));
        if (kept?.version === version) return sendKept(reply, kept, request.headers['if-none-match']);
        request.readVersion = version;
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const version = request.readVersion;
        if (reply.statusCode !== 200 || typeof payload !== 'string' || (keeps && version === undefined))
          return payload;
        const etag = listEtag(request.auth.userId, payload);
        if (keeps) entries.set(keyOf(request), { version: version ?? '', body: Buffer.from(payload), etag });
        headers(reply, etag);
        if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
        reply.code(304);
        reply.removeHeader('content-type');
        return '';
      },
    };
  }

  return {
    route: routeOptions(),
    /** A home read that also changes when the clock's UTC day does (docs/architecture.md, the wallet tab). */
    dailyRoute: routeOptions(() => String(Math.floor(deps.clock.now().getTime() / DAY_MS))),

    versionOf,

    sweep,

    /** Sweeps now (marks left by a stopped process or a bulk load) and every SWEEP_EVERY_MS until `stop`. */
    start() {
      sweeping.set(
        -1,
        sweepLogged().finally(() => sweeping.delete(-1)),
      );
      sweeper = setInterval(sweepLogged, SWEEP_EVERY_MS).unref();
    },

    /** Resolves when the sweeps running now have ended. */
    async settled() {
      await Promise.all(sweeping.values());
    },

    async stop() {
      clearInterval(sweeper);
      await Promise.all(sweeping.values());
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
