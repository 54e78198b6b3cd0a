import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The child processes of a cluster run: output to a log file each, an exit nobody asked for reported with the end of
// its log, CPU time read from /proc for the figures.

export type Proc = {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the process ends, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal, marking the exit that follows as expected. */
  signal: (signal: NodeJS.Signals) => void;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The last lines of a log, for an error message. */
export const logTail = (file: string, chars = 3000) =>
  existsSync(file) ? readFileSync(file, 'utf8').slice(-chars) : '(no log)';

const running = new Set<Proc>();
/** Called when a process ends without having been told to; the run decides (the test fails, `cluster` says so). */
let onUnexpected: (proc: Proc, how: string) => void = () => {};
export const whenUnexpectedExit = (handler: typeof onUnexpected) => {
  onUnexpected = handler;
};

export function launch(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string },
): Proc {
  const out = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', out, out],
    // Its own process group: Ctrl-C reaches the run, which stops the parts in order (and kills them if it dies).
    detached: true,
  });
  closeSync(out);
  let expected = false;
  const proc: Proc = {
    name,
    child,
    logFile: options.logFile,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    signal(signal) {
      expected = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  running.add(proc);
  void proc.exited.then(({ code, signal }) => {
    running.delete(proc);
    if (!expected) onUnexpected(proc, signal ?? `exit ${code}`);
  });
  return proc;
}

/** Ends a process (SIGTERM, then SIGKILL after `graceMs`) and waits for it. */
export async function stopProc(proc: Proc, graceMs = 10_000) {
  proc.signal('SIGTERM');
  const timer = setTimeout(() => proc.signal('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Whatever still runs when this process ends (Ctrl-C, a failed assertion) is killed with it. */
process.on('exit', () => {
  for (const proc of running) proc.child.kill('SIGKILL');
});
// A signal ends the process without 'exit' unless someone listens: until the run sets its own way of stopping.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(130);
  });

/** utime + stime (+ reaped children's, for a server that forks backends) of a process, in seconds; 0 once gone. */
export function cpuSeconds(pid: number | undefined, withChildren = false): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name, from field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    const ticks = utime! + stime! + (withChildren ? cutime! + cstime! : 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** The live children of a process (PostgreSQL's backends), for their CPU time. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}
