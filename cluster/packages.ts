import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

// Debian's own packages the cluster runs on (DESIGN §12), installed with apt when missing, as .ci/run does for
// Chromium and coturn.

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

let updated = false;
function aptInstall(pkg: string, why: string) {
  console.log(`Installing Debian's ${pkg} (${why})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (result.status !== 0) throw new Error(`apt-get install ${pkg} failed: install it by hand and run again`);
}

/** The load balancer and the bus; PostgreSQL only when no server runs here and none is installed to start. */
export function ensurePackages(needPostgres: boolean) {
  if (!onPath('haproxy') && !existsSync('/usr/sbin/haproxy')) aptInstall('haproxy', 'the load balancer');
  if (!onPath('redis-server')) aptInstall('redis-server', 'the bus between instances');
  if (needPostgres && !postgresBin('initdb')) aptInstall('postgresql', 'the database');
}

/** A PostgreSQL program of the newest installed version (Debian keeps them under /usr/lib/postgresql/<v>/bin). */
export function postgresBin(name: string): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const path = `${root}/${version}/bin/${name}`;
      if (existsSync(path)) return path;
    }
  }
  return onPath(name) ? name : undefined;
}

export const haproxyBin = () => (onPath('haproxy') ? 'haproxy' : '/usr/sbin/haproxy');
