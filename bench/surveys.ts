// npm run bench:surveys: a paid survey's results (GET /app/survey/:id/results's service call) with 10,000 replies,
// on the embedded database and (with BENCH_DATABASE_URL) on a fresh PostgreSQL database. Issue 15 asks for the result
// charts of such a survey in < 200 ms server time, the aggregates made in SQL. The replies are made in one statement;
// the answer is checked against the counts the data was made with. Writes bench/results/surveys.json and its section
// of bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { insertSyntheticReplies } from '../apps/server/src/modules/surveys/surveys.synthetic.ts';
import { root, writeResultsSection } from './lib.mjs';
import {
  benchServices,
  machineLine,
  onEachDatabase,
  type Summary,
  summary,
  timingRow,
  verdict,
} from './service-bench.ts';

const REPLIES = Number(process.env.BENCH_SURVEY_REPLIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SURVEY_ROUNDS ?? 30);
const TARGET_P95_MS = 200;
const OWNER_ID = 1;

/** The survey (one question of each kind, four cities, ages 18–77) and its replies, each in one statement. */
async function makeData(database: Database) {
  const started = performance.now();
  await migrate(database);
  const { db } = database;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
      insert into surveys (owner_id, title, questions, required_info, currency_id, reward, forward_reward, max_replies,
        reply_count, state, published_at)
      values (${OWNER_ID}, 'Bench survey', ${JSON.stringify([
        { kind: 'single', title: 'Coffee?', options: ['Yes', 'No'] },
        { kind: 'multiple', title: 'When?', options: ['Morning', 'Afternoon', 'Evening'] },
        { kind: 'text', title: 'Favourite café?', options: [] },
        { kind: 'rating', title: 'How much?', options: [] },
      ])}::jsonb, '["sex","age","city"]'::jsonb, 3, 1, 0, ${REPLIES}, ${REPLIES}, 1, now())
      returning id`,
  );
  const surveyId = Number(row!.id);
  await insertSyntheticReplies(db, surveyId, REPLIES, 100, '1');
  await db.execute(sql`analyze`);
  return { surveyId, replies: REPLIES, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function measure(label: string, database: Database) {
  const data = await makeData(database);
  const { services, done } = benchServices(database, 'surveys');
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const t0 = performance.now();
    const results = await services.surveys.results(OWNER_ID, data.surveyId);
    const ms = performance.now() - t0;
    if (results.replies !== REPLIES || results.questions[0]!.counts[0]!.count !== Math.ceil(REPLIES / 2))
      throw new Error(`${label}: the aggregates are wrong (${results.replies} replies)`);
    if (round > 0) times.push(ms);
  }
  done();
  const run = { database: label, data, results: summary(times) };
  console.log(JSON.stringify(run, null, 1));
  return run;
}

function section(report: Awaited<ReturnType<typeof main>>) {
  const met = verdict(report.runs, (r) => r.results, TARGET_P95_MS);
  const row = (run: (typeof report.runs)[number], s: Summary) =>
    timingRow(run.database, 'results (service call)', s);
  return `
## Survey results on ${report.replies.toLocaleString('en')} replies

\`bench/surveys.ts\` (\`npm run bench:surveys\`, which rewrites only this section). One published survey with a question
of each kind (one choice, several choices, text, rating) and ${report.replies.toLocaleString('en')} replies (sex, age 18–77, four cities),
made in one statement on PGlite and, when \`BENCH_DATABASE_URL\` names a server, on a fresh PostgreSQL database. Each
round is \`surveys.results\`, the service behind \`GET /app/survey/:id/results\`: the owner check, answers per option and
ratings per value by one \`unnest\` of each reply's flattened choices (question × 16 + value; taking the answers' JSON apart
instead took about 160 ms alone), the newest 20 texts per text question from the (survey, id) index, and respondents by
sex, age band and city in one scan (grouping sets); JS only places the counts. ${report.rounds} rounds after a warm-up;
every answer checked against the counts the data was made with.
Target p95 < ${TARGET_P95_MS} ms (issue 15): **${met}**.

| database | way | calls | p50 (ms) | p95 (ms) | mean | max |
|---|---|---:|---:|---:|---:|---:|
${report.runs.map((run) => row(run, run.results)).join('\n')}

${machineLine(report)}
`;
}

async function main() {
  return { ...(await onEachDatabase(measure)), replies: REPLIES, rounds: ROUNDS };
}

const report = await main();
writeFileSync(join(root, 'bench/results/surveys.json'), `${JSON.stringify(report, null, 2)}\n`);
writeResultsSection('\n## Survey results on', section(report), '\n## Memory per idle realtime connection');
const slow = report.runs.filter((r) => (r.results.p95 ?? Infinity) >= TARGET_P95_MS);
if (slow.length) {
  console.error(`p95 over ${TARGET_P95_MS} ms on ${slow.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
