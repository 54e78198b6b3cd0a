// `npm run audit`: what `npm audit` would say, on machines where its advisory service cannot be reached.
//
// Fails (exit 1) only on what needs a change before a release:
//   1. an advisory against a shipped package: in the server's production tree (`npm ls --omit=dev -w apps/server`,
//      what the running server loads) or the web app's (bundled into what browsers run); from
//      `npm audit --omit=dev` when the service answers, else from scripts/audit-advisories.json;
//   2. a build- or test-only package (anything declared only as a devDependency, or a known build/test tool) inside
//      the server's production tree: it would be installed on the server, with every advisory of its parsers, and
//      never be needed (the web tree is bundled: vite takes only what the code imports);
//   3. a direct production dependency deprecated at its locked version;
//   4. a lockfile entry without an integrity hash or fetched from outside the configured registry, or a dependency
//      `npm ls` finds missing (the install does not match package-lock.json).
// Only listed (exit 0): advisories in dev-only packages (never installed with --omit=dev, never run by the server),
// deprecated dev dependencies, outdated packages (`npm outdated`), version mismatches of optional peers.
// Exit 2: the check itself could not run (no node_modules: run `npm ci`).
// `--offline` asks no registry: only the lockfile, the installed tree and the hand-kept advisories.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './lib.mjs';

const run = promisify(execFile);
const offline = process.argv.includes('--offline');
const REGISTRY_TIMEOUT_MS = 30_000;
const VIEW_CONCURRENCY = 8;
/** Build and test tools that must never be in the production tree, even when pulled in through another package. */
const BUILD_AND_TEST_TOOLS = [
  'drizzle-kit',
  'vite',
  'rolldown',
  'vitest',
  'typescript',
  '@biomejs/biome',
  'playwright-core',
  'fast-check',
  's3rver',
  'smtp-server',
  'autocannon',
  'socket.io',
  'socket.io-client',
];
const WORKSPACES = ['.', 'apps/server', 'apps/web', 'apps/admin', 'packages/contracts', 'packages/captcha'];

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const failures = [];
const notes = [];

/** npm, answering its stdout even when it exits non-zero (audit, outdated and ls do when they find something). */
async function npm(args, timeout = REGISTRY_TIMEOUT_MS) {
  try {
    return (await run('npm', args, { cwd: root, timeout, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if (error.stdout) return error.stdout;
    throw error;
  }
}

const parts = (version) => version.split(/[-+]/)[0].split('.').map(Number);
function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
const inRange = (version, [introduced, fixed]) =>
  compare(version, introduced) >= 0 && (fixed === null || compare(version, fixed) < 0);

/** name@version of every package in a tree `npm ls --omit=dev` walks: what a production install holds. */
function collect(node, into) {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    if (!child.version) continue;
    const key = `${name}@${child.version}`;
    if (into.has(key)) continue;
    into.add(key);
    collect(child, into);
  }
  return into;
}

/** Every installed package of the lockfile as { name, version, path }. */
function lockedPackages(lock) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 13), path, ...entry }));
}

async function checkAdvisories(locked, production) {
  const { advisories } = readJson('scripts/audit-advisories.json');
  let source = 'scripts/audit-advisories.json (hand-kept, not complete)';
  if (!offline) {
    const answer = await npm(['audit', '--omit=dev', '--json']).catch(() => '');
    const report = answer ? JSON.parse(answer) : {};
    if (report.vulnerabilities) {
      source = 'npm audit';
      for (const [name, v] of Object.entries(report.vulnerabilities))
        if (v.severity !== 'info' && v.severity !== 'low')
          failures.push(`advisory (${v.severity}) in production package ${name} ${v.range}: npm audit`);
    }
  }
  for (const pkg of locked)
    for (const advisory of advisories) {
      if (advisory.package !== pkg.name || !advisory.ranges.some((r) => inRange(pkg.version, r))) continue;
      const line = `${advisory.id} (${advisory.severity}) ${pkg.name}@${pkg.version}: ${advisory.title}`;
      if (production.has(`${pkg.name}@${pkg.version}`))
        failures.push(`advisory in a shipped package: ${line}`);
      else notes.push(`dev-only, not shipped: ${line} [${pkg.path}]`);
    }
  notes.push(`advisories from ${source}`);
}

function checkDevOnlyInProduction(production) {
  const declared = { prod: new Set(), dev: new Set() };
  for (const ws of WORKSPACES) {
    const manifest = readJson(join(ws, 'package.json'));
    for (const name of Object.keys(manifest.dependencies ?? {})) declared.prod.add(name);
    for (const name of Object.keys(manifest.devDependencies ?? {})) declared.dev.add(name);
  }
  // Type packages carry no code; an optional peer of a runtime library may pull one in.
  const devOnly = [...declared.dev, ...BUILD_AND_TEST_TOOLS].filter(
    (name) => !declared.prod.has(name) && !name.startsWith('@types/'),
  );
  const names = new Set([...production].map((key) => key.slice(0, key.lastIndexOf('@'))));
  for (const name of new Set(devOnly))
    if (names.has(name))
      failures.push(
        `${name} is build/test-only but in the server's production tree (npm ls --omit=dev ${name})`,
      );
}

function checkLockfile(locked, registry) {
  for (const pkg of locked) {
    if (pkg.inBundle) continue;
    if (!pkg.integrity) failures.push(`lockfile: ${pkg.path} has no integrity hash`);
    else if (!pkg.integrity.startsWith('sha512-')) notes.push(`lockfile: ${pkg.path} has only a weak hash`);
    if (pkg.resolved && !pkg.resolved.startsWith(registry))
      failures.push(`lockfile: ${pkg.path} comes from ${pkg.resolved}, not ${registry}`);
  }
}

function checkTreeProblems(tree) {
  for (const problem of tree.problems ?? []) {
    if (problem.startsWith('missing:')) failures.push(`npm ls: ${problem} (run npm ci)`);
    else notes.push(`npm ls: ${problem}`);
  }
}

/** The direct dependencies of every workspace with the version the lockfile installs for each. */
function directDependencies(lock) {
  const out = [];
  for (const ws of WORKSPACES) {
    const manifest = readJson(join(ws, 'package.json'));
    for (const [field, production] of [
      ['dependencies', true],
      ['devDependencies', false],
    ])
      for (const name of Object.keys(manifest[field] ?? {})) {
        const nested = ws === '.' ? null : lock.packages[`${ws}/node_modules/${name}`];
        const entry = nested ?? lock.packages[`node_modules/${name}`];
        if (entry && !entry.link) out.push({ name, version: entry.version, production, workspace: ws });
      }
  }
  return out;
}

/** The deprecation message of name@version from the registry's abbreviated metadata ('' when not deprecated). */
async function deprecationOf(registry, name, version) {
  const url = `${registry}${name.replace('/', '%2f')}`;
  const response = await fetch(url, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  const deprecated = (await response.json()).versions?.[version]?.deprecated;
  return typeof deprecated === 'string' ? deprecated : '';
}

async function checkDeprecated(direct, registry) {
  const queue = [...new Map(direct.map((d) => [`${d.name}@${d.version}`, d])).values()];
  const production = new Set(direct.filter((d) => d.production).map((d) => `${d.name}@${d.version}`));
  const total = queue.length;
  let unanswered = 0;
  async function worker() {
    for (let dep = queue.shift(); dep; dep = queue.shift()) {
      const key = `${dep.name}@${dep.version}`;
      const message = await deprecationOf(registry, dep.name, dep.version).catch(() => null);
      if (message === null) unanswered++;
      else if (message && production.has(key))
        failures.push(`deprecated production dependency ${key}: ${message}`);
      else if (message) notes.push(`deprecated dev dependency ${key}: ${message}`);
    }
  }
  await Promise.all(Array.from({ length: VIEW_CONCURRENCY }, worker));
  notes.push(`deprecation checked for ${total - unanswered} of ${total} direct dependencies`);
}

async function listOutdated() {
  const answer = await npm(['outdated', '--json'], 2 * REGISTRY_TIMEOUT_MS).catch(() => '');
  const outdated = answer.trim() ? JSON.parse(answer) : {};
  const rows = Object.entries(outdated).map(([name, o]) => {
    const kind =
      o.current && o.wanted && compare(o.current, o.wanted) < 0
        ? 'update in range (npm update)'
        : o.latest && parts(o.latest)[0] !== parts(o.current ?? o.wanted)[0]
          ? 'new major'
          : 'newer';
    return `  ${name.padEnd(28)} ${String(o.current).padEnd(12)} wanted ${String(o.wanted).padEnd(12)} latest ${String(o.latest).padEnd(12)} ${o.dependent.padEnd(10)} ${kind}`;
  });
  console.log(`\nOutdated direct dependencies (${rows.length}):`);
  for (const row of rows) console.log(row);
}

async function main() {
  if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
    console.error('No installed dependencies: run `npm ci` first.');
    process.exit(2);
  }
  const lock = readJson('package-lock.json');
  const locked = lockedPackages(lock);
  const treeOf = async (workspace) =>
    JSON.parse(await npm(['ls', '--omit=dev', '--all', '--json', '-w', workspace]));
  const serverTree = await treeOf('apps/server');
  const webTree = await treeOf('apps/web');
  const adminTree = await treeOf('apps/admin');
  const server = collect(serverTree, new Set());
  // What the browsers download: the H5 app and the staff console.
  const production = collect(adminTree, collect(webTree, new Set(server)));
  const registry = offline
    ? 'https://registry.npmjs.org/'
    : (await npm(['config', 'get', 'registry'])).trim() || 'https://registry.npmjs.org/';

  console.log(
    `Auditing ${locked.length} locked packages; shipped: ${server.size} on the server, ${production.size} with the web app${offline ? ' (offline)' : ''}…`,
  );
  checkLockfile(locked, registry);
  checkTreeProblems(serverTree);
  checkTreeProblems(webTree);
  checkTreeProblems(adminTree);
  checkDevOnlyInProduction(server);
  await checkAdvisories(locked, production);
  if (!offline) {
    await checkDeprecated(directDependencies(lock), registry.endsWith('/') ? registry : `${registry}/`);
    await listOutdated();
  }

  console.log(`\nNotes (${notes.length}):`);
  for (const note of notes) console.log(`  - ${note}`);
  console.log(`\nActionable (${failures.length}):`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  if (!failures.length) console.log('  ✓ nothing');
  process.exit(failures.length ? 1 : 0);
}

await main();
