// npm run bench:search (also part of npm run bench): the message search across all of a user's chats, on the real
// server (apps/server/src/main.ts), on the embedded database and (with BENCH_DATABASE_URL) on a fresh PostgreSQL
// database. GET /app/chat/message/searchAll (one SQL statement for every chat) beside the way the web searched
// before it (commit a3f5c15): GET /app/chat/message/search for each chat on the conversation list, 4 in flight, 3
// hits each. Same data, same run, the two alternating round by round; then 16 searching clients at once. Both ways
// must find the same chats with the same hits, or the bench fails. Writes bench/results/search.json and its
// section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import {
  CONVERSATION_LIST_MAX,
  type ChatMessage,
  type ChatSearchHits,
  type ConversationVo,
  ConversationType,
  MESSAGES_PER_SECOND_MAX,
} from '@volna/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createMemoryBus } from '../apps/server/src/realtime/bus.ts';
import { createMetrics } from '../apps/server/src/metrics/metrics.ts';
import { createServices } from '../apps/server/src/services.ts';
import { createStore } from '../apps/server/src/storage/create-store.ts';
import { call, freshPostgres, machine, quantile, root, startVolna, tempDir } from './lib.mjs';
import { writeSearchSection } from './search-section.mjs';

const CHATS = Number(process.env.BENCH_SEARCH_CHATS ?? 200);
const GROUPS = Number(process.env.BENCH_SEARCH_GROUPS ?? 5);
const MESSAGES = Number(process.env.BENCH_SEARCH_MESSAGES ?? 30);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const WARMUP = 3;
const CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? 16);
/** Long enough for several rounds of the per-chat way, whose one search takes seconds with 16 clients. */
const DURATION_MS = Number(process.env.BENCH_SEARCH_DURATION ?? 30) * 1000;
/** The old client's settings (searchAcrossChats.ts before a3f5c15). */
const PARALLEL = 4;
const HITS_PER_CHAT = 3;
const KEYWORD = 'invoice';
const PASSWORD = 'bench-password-1';
const GROUP_SIZE = 10;
/** Every third chat holds the keyword, in every fifth of its messages. */
const holdsKeyword = (chat: number) => chat % 3 === 0;
const textOf = (chat: number, n: number) =>
  holdsKeyword(chat) && n % 5 === 2
    ? `the Invoice for order ${chat}-${n} is attached`
    : `see you at the station at ${n % 12} o'clock, chat ${chat}`;

type Send = { from: number; conversationType: number; targetId: string; text: string };
const phoneOf = (i: number) => ({ areaCode: '+7', phone: String(9_700_000_000 + i) });

/**
 * The data, made through the services (the same checks and writes as a send over the API, without HTTP) before the
 * server starts on the same database. One searcher in CHATS private chats and GROUPS groups; the peers also write to
 * each other (chats the search must skip). The clock steps a second after each round so no sender passes the limit
 * of 5 messages a second.
 */
async function makeData(database: Database, dataDir: string) {
  const started = performance.now();
  await migrate(database);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  let now = Date.now() - 7 * 24 * 3600_000;
  const clock = { now: () => new Date(now) };
  const services = createServices({
    config,
    database,
    bus: createMemoryBus(),
    store: createStore(config),
    clock,
    metrics: createMetrics(),
  });
  const ids: number[] = [];
  for (let i = 0; i <= CHATS; i += 8)
    ids.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, CHATS + 1 - i) }, async (_, j) => {
          const user = await services.users.createAccount({ ...phoneOf(i + j), password: PASSWORD });
          return user.id;
        }),
      )),
    );
  const [me, ...peers] = ids as [number, ...number[]];
  const groups: { id: string; members: number[] }[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const members = Array.from(
      { length: Math.min(GROUP_SIZE, peers.length) },
      (_, k) => peers[(g * GROUP_SIZE + k) % peers.length]!,
    );
    // Only friends are put into a group without an invitation (issue 17): a request each way makes them friends.
    for (const peer of members)
      if (!(await services.friends.areFriends(me, peer))) {
        await services.friends.add(me, { userId: peer });
        await services.friends.add(peer, { userId: me });
      }
    const group = await services.groups.create(me, { groupName: `bench group ${g}`, memberIds: members });
    groups.push({ id: String(group.groupId), members: [me, ...members] });
  }
  // Round n: message n of every chat. The searcher writes about one message in 40 of his private chats.
  const rounds: Send[][] = [];
  for (let n = 0; n < MESSAGES; n++) {
    const round: Send[] = [];
    peers.forEach((peer, c) => {
      const mine = (c + n) % 40 === 0;
      round.push({
        from: mine ? me : peer,
        conversationType: ConversationType.private,
        targetId: String(mine ? peer : me),
        text: textOf(c, n),
      });
      const next = peers[(c + 1) % peers.length]!;
      if (next !== peer)
        round.push({
          from: peer,
          conversationType: ConversationType.private,
          targetId: String(next),
          text: textOf(c, n),
        });
    });
    for (const [g, group] of groups.entries())
      round.push({
        from: group.members[n % group.members.length]!,
        conversationType: ConversationType.group,
        targetId: group.id,
        text: textOf(CHATS + g, n),
      });
    // At most MESSAGES_PER_SECOND_MAX sends of one sender in a second of the clock.
    while (round.length) {
      const count = new Map<number, number>();
      const first: Send[] = [];
      const later: Send[] = [];
      for (const send of round) {
        const sent = count.get(send.from) ?? 0;
        (sent < MESSAGES_PER_SECOND_MAX ? first : later).push(send);
        count.set(send.from, sent + 1);
      }
      rounds.push(first);
      round.splice(0, round.length, ...later);
    }
  }
  let messages = 0;
  for (const round of rounds) {
    await Promise.all(
      round.map(({ from, text, ...key }) =>
        services.chat.send(from, {
          ...key,
          objectName: 'RC:TxtMsg',
          content: { content: text },
          clientMsgId: `bench-search-${messages++}`,
        }),
      ),
    );
    now += 1001;
  }
  return {
    users: ids.length,
    messages,
    setupSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** A paged answer (rows and total beside the envelope's code), or a throw with its code and message. */
async function page<T>(api: string, path: string, token: string) {
  const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as {
    success: boolean;
    code: number;
    msg: string;
    rows: T[];
    total: number;
  };
  if (!json.success) throw new Error(`GET ${path} → ${json.code} ${json.msg}`);
  return json;
}

type Found = Map<string, { total: number; messages: ChatMessage[] }>;
const keyOf = (k: { conversationType: number; targetId: string }) => `${k.conversationType}:${k.targetId}`;

/** GET /app/chat/message/searchAll: one call, every chat's newest hits (the web's call since a3f5c15). */
async function searchAll(api: string, token: string): Promise<Found> {
  const query = new URLSearchParams({
    keyword: KEYWORD,
    hitsPerChat: String(HITS_PER_CHAT),
    pageNum: '1',
    pageSize: String(CONVERSATION_LIST_MAX),
  });
  const { rows } = await page<ChatSearchHits>(api, `/app/chat/message/searchAll?${query}`, token);
  return new Map(rows.map((r) => [keyOf(r), { total: r.total, messages: r.messages }]));
}

/** The web before a3f5c15: the per-chat search for every chat on the list, PARALLEL at a time. */
async function searchEachChat(api: string, token: string, chats: ConversationVo[]): Promise<Found> {
  const found: Found = new Map();
  let next = 0;
  const worker = async () => {
    while (next < chats.length) {
      const chat = chats[next++]!;
      const query = new URLSearchParams({
        conversationType: String(chat.conversationType),
        targetId: chat.targetId,
        keyword: KEYWORD,
        pageNum: '1',
        pageSize: String(HITS_PER_CHAT),
      });
      const { rows, total } = await page<ChatMessage>(api, `/app/chat/message/search?${query}`, token);
      if (total > 0) found.set(keyOf(chat), { total, messages: rows });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, chats.length) }, worker));
  return found;
}

/** Both ways must find the same chats, each with the same count and the same hits in the same order. */
function sameAnswers(a: Found, b: Found, expectedChats: number) {
  const show = (f: Found) =>
    JSON.stringify([...f.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => [k, v]));
  if (show(a) !== show(b))
    throw new Error('searchAll and the per-chat searches found different chats or hits');
  if (a.size !== expectedChats)
    throw new Error(`expected ${expectedChats} chats holding "${KEYWORD}", found ${a.size}`);
  for (const { messages } of a.values())
    if (!messages.length || messages.some((m) => !String(m.content.content).includes('Invoice')))
      throw new Error('a hit does not hold the keyword');
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    mean: Math.round((sorted.reduce((s, x) => s + x, 0) / sorted.length) * 10) / 10,
    min: quantile(sorted, 0),
    max: quantile(sorted, 1),
  };
};

/** CLIENTS searching clients, each one search after another, for DURATION_MS. */
async function concurrent(search: () => Promise<unknown>) {
  const latencies: number[] = [];
  const end = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        await search();
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    searchesPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    latencyMs: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) },
    searches: latencies.length,
  };
}

async function bench(label: string, postgresUrl: string, database: Database, dataDir: string) {
  const data = await makeData(database, dataDir);
  await database.close();
  console.log(`${label}: ${data.users} users, ${data.messages} messages in ${data.setupSeconds} s`);
  const server = await startVolna(label, postgresUrl, { env: { DATA_DIR: dataDir } });
  try {
    const { token } = (await call(server.api, 'POST', '/app/passwordLogin', {
      ...phoneOf(0),
      password: PASSWORD,
      agreeTerms: true,
    })) as { token: string };
    const chats = (await call(
      server.api,
      'GET',
      '/app/chat/conversation/list',
      undefined,
      token,
    )) as ConversationVo[];
    if (chats.length !== CHATS + GROUPS)
      throw new Error(`the searcher lists ${chats.length} chats, not ${CHATS + GROUPS}`);
    const expectedChats = Array.from({ length: CHATS + GROUPS }, (_, c) => c).filter(holdsKeyword).length;
    const one = () => searchAll(server.api, token);
    const each = () => searchEachChat(server.api, token, chats);
    sameAnswers(await one(), await each(), expectedChats);
    for (let i = 0; i < WARMUP; i++) {
      await one();
      await each();
    }
    // Alternating, so both ways see the same moments of the machine's other load.
    const times = { searchAll: [] as number[], perChat: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      let at = performance.now();
      const a = await one();
      times.searchAll.push(performance.now() - at);
      at = performance.now();
      const b = await each();
      times.perChat.push(performance.now() - at);
      sameAnswers(a, b, expectedChats);
    }
    const single = { searchAll: stats(times.searchAll), perChat: stats(times.perChat) };
    console.log(`${label} one search: ${JSON.stringify(single)}`);
    const many = { searchAll: await concurrent(one), perChat: await concurrent(each) };
    console.log(`${label} ${CLIENTS} clients: ${JSON.stringify(many)}`);
    return {
      database: label,
      data: { ...data, chatsListed: chats.length, chatsWithKeyword: expectedChats },
      requestsPerSearch: { searchAll: 1, perChat: chats.length },
      single: { ...single, speedup: Math.round((single.perChat.p50! / single.searchAll.p50!) * 10) / 10 },
      concurrent: {
        ...many,
        speedup: Math.round((many.searchAll.searchesPerSecond / many.perChat.searchesPerSecond) * 10) / 10,
      },
      sameAnswers: true,
    };
  } finally {
    await server.stop();
  }
}

const startMachine = machine();
const pgliteDir = tempDir('volna-bench-search-');
const runs = [await bench('PGlite (embedded)', '', await openPglite(join(pgliteDir, 'pglite')), pgliteDir)];
if (process.env.BENCH_DATABASE_URL) {
  const fresh = await freshPostgres(process.env.BENCH_DATABASE_URL);
  try {
    runs.push(
      await bench(fresh.label, fresh.url, await openPostgres(fresh.url), tempDir('volna-bench-search-')),
    );
  } finally {
    await fresh.drop();
  }
}
const out = {
  chats: CHATS,
  groups: GROUPS,
  groupSize: GROUP_SIZE,
  messagesPerChat: MESSAGES,
  keyword: KEYWORD,
  hitsPerChat: HITS_PER_CHAT,
  parallel: PARALLEL,
  rounds: ROUNDS,
  warmup: WARMUP,
  clients: CLIENTS,
  durationSeconds: DURATION_MS / 1000,
  machine: startMachine,
  loadAverageAtEnd: Math.round(loadavg()[0]! * 100) / 100,
  at: new Date().toISOString(),
  runs,
};
writeFileSync(join(root, 'bench/results/search.json'), `${JSON.stringify(out, null, 2)}\n`);
writeSearchSection();
console.log(JSON.stringify(out, null, 2));
