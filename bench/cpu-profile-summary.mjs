// node bench/cpu-profile-summary.mjs <file.cpuprofile> [top] [fromS] [toS]: where a `node --cpu-prof` profile spent
// its time, by area (idle, garbage collection, PGlite, pg driver, drizzle, zod, ws, Fastify, the server's own
// files…) and by the functions with the most self time; only samples between fromS and toS seconds after the
// profile began when given (the busy-share timeline it prints first shows where the load was). Profile the bench's
// Volna servers with BENCH_CPU_PROF=<folder> npm run bench:chat.
import { readFileSync } from 'node:fs';

const [file, topArg, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [top] [fromS] [toS]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topArg ?? 25);
const from = Number(fromArg ?? 0) * 1e6;
const to = toArg === undefined ? Number.POSITIVE_INFINITY : Number(toArg) * 1e6;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
const buckets = [];
let at = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = deltas[i] ?? 0;
  at += delta;
  const index = Math.floor(at / 5e6);
  buckets[index] ??= { busy: 0, all: 0 };
  const bucket = buckets[index];
  bucket.all += delta;
  if (byId.get(profile.samples[i]).callFrame.functionName !== '(idle)') bucket.busy += delta;
  if (at >= from && at < to) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
}
console.log(
  `busy share per 5 s: ${buckets.map((b, i) => `${i * 5}s ${Math.round((100 * (b?.busy ?? 0)) / (b?.all || 1))}%`).join(', ')}`,
);

function area(frame) {
  const { url, functionName } = frame;
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 / native (program)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] === '@electric-sql/pglite' ? 'PGlite (@electric-sql/pglite)' : pkg[1];
  const own = url.match(/\/(apps\/server\/src\/[^?]+|packages\/contracts\/src\/[^?]+)/);
  if (own) return own[1].replace(/\/[^/]+$/, '/');
  if (url.startsWith('node:') || !url) return 'node internals';
  return url;
}

const total = [...self.values()].reduce((a, b) => a + b, 0);
const areas = new Map();
const functions = new Map();
for (const [id, time] of self) {
  const frame = byId.get(id).callFrame;
  const a = area(frame);
  areas.set(a, (areas.get(a) ?? 0) + time);
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
}
const pct = (time) => `${((time / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby area (self time)');
for (const [name, time] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(time)}  ${name}`);
console.log('\nby function (self time)');
for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(time)}  ${name}`);
