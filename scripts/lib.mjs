// Shared by `npm start` and `npm test`: install when missing, build the web app when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  )
    return;
  console.log('Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Rebuilds a workspace's dist when any of its sources (or the contracts it imports) is newer than the build. */
function ensureBuilt(workspace, label) {
  const built = join(root, workspace, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sources = [
    `${workspace}/src`,
    `${workspace}/index.html`,
    `${workspace}/vite.config.ts`,
    `${workspace}/public`,
    'packages/contracts/src',
  ];
  if (builtAt && Math.max(...sources.map((s) => newestMtime(join(root, s)))) <= builtAt) return;
  console.log(`Building ${label}…`);
  runOrExit('npm', ['run', 'build', '-w', workspace]);
}

/** The H5 app (apps/web) and the staff console (apps/admin), each rebuilt only when stale. */
export function ensureWebBuilt() {
  ensureBuilt('apps/web', 'the web app');
  ensureBuilt('apps/admin', 'the staff console');
}
