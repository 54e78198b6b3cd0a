import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createSocket } from 'node:dgram';

// A real coturn (Debian's `coturn` package, installed by .ci/run) on loopback for the calls browser test: shared
// secret auth (use-auth-secret), as docs/architecture.md tells an operator to run it.

const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createSocket('udp4');
    probe.once('error', reject);
    probe.bind(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export type TurnServer = { url: string; secret: string; output: () => string; stop: () => Promise<void> };

/** Starts turnserver on a free loopback port; resolves once it listens. */
export async function startTurnServer(): Promise<TurnServer> {
  if (!existsSync(TURNSERVER))
    throw new Error(
      `coturn not found at ${TURNSERVER}: install it with \`apt-get install coturn\` (.ci/run does).`,
    );
  const port = await freeUdpPort();
  const secret = randomBytes(16).toString('hex');
  // Relay ports of its own per run: several runs on one machine do not collide.
  const minPort = 40_000 + (port % 20_000);
  let log = '';
  const child: ChildProcess = spawn(
    TURNSERVER,
    [
      '-n',
      '--no-cli',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${minPort}`,
      `--max-port=${minPort + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=volna.test',
      '--no-tls',
      '--no-dtls',
      '--fingerprint',
      // Both browsers of the test are on this machine: their relayed addresses are loopback ones.
      '--allow-loopback-peers',
      '--log-file=stdout',
      '--simple-log',
      // Sessions and allocations are logged only when verbose: the test reads that its allocation succeeded.
      '--verbose',
      `--pidfile=/tmp/volna-turn-${port}.pid`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-40_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  while (!/listener opened on|Total (UDP|General) servers/i.test(log)) {
    if (child.exitCode !== null) throw new Error(`turnserver exited:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`turnserver did not start within 10 s:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    secret,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** TURN REST credentials as the server issues them (modules/calls/ice-servers.ts), for forging tests. */
export function turnCredential(secret: string, username: string) {
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}
