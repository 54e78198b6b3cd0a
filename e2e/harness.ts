import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

// Browser tests drive the real server (a child process on a temp database) with Debian's Chromium at phone size.

export const repoRoot = resolve(import.meta.dirname, '..');
export const artifactsDir = join(repoRoot, '.tmp');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SERVER_START_TIMEOUT_MS = 90_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;

/** The phone-sized reference viewport of DESIGN §7. */
export const PHONE_VIEWPORT = { width: 375, height: 667 };

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type RunningServer = {
  baseUrl: string;
  /** Where the server keeps its data (removed by stop() unless the caller passed it in). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Kills the process with SIGKILL, as a crash would, and keeps the data folder for a restart on it. */
  kill: () => Promise<void>;
  output: () => string;
};

export type StartServerOptions = {
  /** Extra environment for the server, over the defaults below (e.g. CLOCK_AT to put it on a chosen day). */
  env?: Record<string, string>;
  /** An existing data folder to start on (a restart after kill()); the caller removes it. Default: a fresh one. */
  dataDir?: string;
};

/** Starts `apps/server/src/main.ts` on a free port with an empty data folder; resolves once /health answers. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(webIndex))
    throw new Error(`The web app is not built (${webIndex} is missing): run \`npm run build\` first.`);
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'volna-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      // Not production: the development outbox (/dev/outbox) is where the tests read the codes.
      NODE_ENV: 'test-e2e',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let finished = false;
  void exited.then(() => {
    finished = true;
  });
  while (Date.now() < deadline) {
    if (finished) {
      await stop();
      throw new Error(`The server exited before answering /health:\n${log}`);
    }
    const healthy = await fetch(`${baseUrl}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { baseUrl, dataDir, stop, kill, output: () => log };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(`The server did not answer /health within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${log}`);
}

/** Chromium from Debian (or CHROMIUM_PATH); a missing browser fails the run with the way to install it. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with \`apt-get install chromium\` or set CHROMIUM_PATH to a Chromium binary.`,
    );
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh phone: its own storage (session, language), 375×667, touch. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

/** The latest verification code the development outbox holds for a phone ('+7…') or an e-mail. */
export async function outboxCode(baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data?: { code: string | null }[] };
    const code = body.data?.find((entry) => entry.code)?.code;
    if (code) return code;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No code for ${to} in the outbox`);
}

/** Collects uncaught page errors so a test can assert the app never crashed. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The login page as opened by a sign-out: no `?redirect=` back to a members-only page. */
export const freshLoginPage = (url: URL) => url.pathname.endsWith('/pages/login/Login') && url.search === '';
