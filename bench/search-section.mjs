// The cross-chat search section of bench/RESULTS.md, from bench/results/search.json (bench/search.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, writeResultsSection } from './lib.mjs';

const HEADING = '\n## Message search across all chats';
/** The section that follows it in the file npm run bench writes (bench/run.mjs). */
const NEXT_HEADING = '\n## Memory per idle realtime connection';

function rows(run, report) {
  const single = (name, r, requests, ratio) =>
    `| ${run.database} | ${name} | ${requests} | ${r.p50} | ${r.mean} | ${r.min} | ${r.max} | ${ratio} |`;
  const many = (name, r, ratio) =>
    `| ${run.database} | ${name} | ${r.searchesPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.searches} | ${ratio} |`;
  const c = run.concurrent;
  return {
    single: [
      single('`searchAll`, one call', run.single.searchAll, 1, run.single.speedup),
      single(
        `per-chat \`search\`, ${report.parallel} in flight`,
        run.single.perChat,
        run.requestsPerSearch.perChat,
        1,
      ),
    ],
    many: [
      many('`searchAll`, one call', c.searchAll, c.speedup),
      many(`per-chat \`search\`, ${report.parallel} in flight`, c.perChat, 1),
    ],
  };
}

/** The section, or nothing before the first run. */
export function searchSection() {
  let report;
  try {
    report = JSON.parse(readFileSync(join(root, 'bench/results/search.json'), 'utf8'));
  } catch {
    return '';
  }
  const m = report.machine;
  const tables = report.runs.map((run) => rows(run, report));
  const data = report.runs[0].data;
  return `${HEADING}: \`searchAll\` beside one search per chat

\`bench/search.ts\` (part of \`npm run bench\`; alone \`npm run bench:search\`, which rewrites only this section).
The real server (\`apps/server/src/main.ts\`, SEED=0) on PGlite, and on a fresh PostgreSQL database when
\`BENCH_DATABASE_URL\` names a server. The data is made through the services before the server starts: one
searching user in ${report.chats} private chats and ${report.groups} group${report.groups === 1 ? '' : 's'} of ${report.groupSize + 1}, ${report.messagesPerChat} messages in each; every third chat holds
the keyword "${report.keyword}" (in every fifth of its messages, ${data.chatsWithKeyword} chats), and the other users also write
to each other, so the database holds ${data.messages} messages of ${data.users} users. **\`searchAll\`**: one
\`GET /app/chat/message/searchAll\` (one SQL statement for all chats, the newest ${report.hitsPerChat} hits of each) answers every chat
holding the keyword. **Per-chat \`search\`** (the web before commit a3f5c15): \`GET /app/chat/message/search\` with
pageSize ${report.hitsPerChat} for each of the ${data.chatsListed} chats on the conversation list (read once beforehand, as the client had it), ${report.parallel} in
flight, until all have answered. Both ways must find the same chats, each with the same count and the same hits
in the same order, or the bench fails; they did in every round.

*Speedup*: the per-chat way's p50 over \`searchAll\`'s (one search), or \`searchAll\`'s searches/s over the per-chat
way's (many clients).

One search at a time, after ${report.warmup} warm-up searches of each way, ${report.rounds} rounds alternating the two (ms, from the request to the last
answer):

| database | way | requests | p50 | mean | min | max | speedup |
|---|---|---:|---:|---:|---:|---:|---:|
${tables.flatMap((t) => t.single).join('\n')}

${report.clients} clients searching at once, each one search after the other, ${report.durationSeconds} s per way (all as the same user):

| database | way | searches/s | p50 (ms) | p99 (ms) | searches | speedup |
|---|---|---:|---:|---:|---:|---:|
${tables.flatMap((t) => t.many).join('\n')}

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average ${m.loadAverageAtStart} when the
search bench started, ${report.loadAverageAtEnd} when it ended (the server, the database and the bench's clients share the
machine). Date: ${report.at}.
${findings}`;
}

/** What the runs of 2026-11-23 showed (the table above is the last run). */
const findings = `
### What the runs showed

Two runs on the machine above, 2026-11-23, load average 1–3.5 (the CPU otherwise quiet), default settings:
\`npm run bench:search\` (PGlite only, 18:00 UTC) and with \`BENCH_DATABASE_URL\` (both databases, the tables above).

- **One search**: \`searchAll\` answered in 28–31 ms (p50) where the per-chat way took 661–727 ms on PGlite
  (23.3× and 23.7×) and 437 ms on PostgreSQL (15.7×). The per-chat way pays 205 requests, each with its own
  authentication, membership read and search statements; 4 in flight hide only part of that.
- **16 clients**: 31.2 and 33.3 searches/s beside 1.6 and 1.3/s on PGlite (19.5× and 25.6×), 78.1 beside 2.8/s on
  PostgreSQL (27.9×); the per-chat way's p99 was 12–15 s on PGlite and 6.6 s on PostgreSQL, \`searchAll\`'s
  0.7 s and 0.3 s. On PGlite one connection runs the statements one after another, so 16 clients queue behind
  \`searchAll\`'s ~30 ms statement; PostgreSQL's pool runs them side by side.
- **Not yet measured**: where \`searchAll\`'s ~30 ms go (neither profiled nor its query plan read), and how it
  grows with longer histories (\`BENCH_SEARCH_MESSAGES\`) and more chats (\`BENCH_SEARCH_CHATS\`).
`;

/** Rewrites only this section of bench/RESULTS.md (before the idle-socket section when it is new). */
export function writeSearchSection() {
  writeResultsSection(HEADING, searchSection(), NEXT_HEADING);
}
