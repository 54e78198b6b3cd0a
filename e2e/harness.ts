import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { ensurePgliteDataDir } from '../apps/server/test/database-image.ts';
import { giveUpAfter, refuseLongWait } from '../apps/server/test/wait-limit.ts';

// Browser tests drive the real server (a child process on a temp database) with Debian's Chromium at phone size.
// One server and one Chromium serve the whole run (global-setup.ts starts them; sharedServer() and launchBrowser()
// hand them to a file); a file whose tests change what the whole server does (its clock, its support agents, the
// process itself) starts a server of its own with startServer().

export const repoRoot = resolve(import.meta.dirname, '..');
export const artifactsDir = join(repoRoot, '.tmp');
/** The built web app the server serves: WEB_DIST_DIR when set (a private build, see notes on sharing the tree). */
export const webDist = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'));
const webIndex = join(webDist, 'index.html');
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

/**
 * A browser test file's end: each page photographed as `.tmp/<name>.png` (what it showed last, for a failure's
 * reader), then its extra contexts, the browser and the server closed. Whatever the set-up never made is skipped.
 */
export async function endScene(scene: {
  shots?: [Page | undefined, string][];
  contexts?: (BrowserContext | undefined)[];
  browser?: Browser;
  server?: RunningServer;
}) {
  for (const [page, name] of scene.shots ?? [])
    if (page) await page.screenshot({ path: `${artifactsDir}/${name}.png` }).catch(() => undefined);
  for (const context of scene.contexts ?? []) await context?.close();
  await scene.browser?.close();
  await scene.server?.stop();
}

export type RunningServer = {
  baseUrl: string;
  /** Where the server keeps its data (removed by stop() unless the caller passed it in). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Kills the process with SIGKILL, as a crash would, and keeps the data folder for a restart on it. */
  kill: () => Promise<void>;
  output: () => string;
  /** The run's shared server (sharedServer()): what changes the whole server is refused on it. */
  shared?: boolean;
};

export type StartServerOptions = {
  /** Extra environment for the server, over the defaults below (e.g. CLOCK_AT to put it on a chosen day). */
  env?: Record<string, string>;
  /** An existing data folder to start on (a restart after kill()); the caller removes it. Default: a fresh one. */
  dataDir?: string;
  /** Also appends the server's output to this file (the shared server, whose output files read from there). */
  logFile?: string;
};

/** Starts `apps/server/src/main.ts` on a free port with an empty data folder; resolves once /health answers. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(webIndex))
    throw new Error(`The web app is not built (${webIndex} is missing): run \`npm run build\` first.`);
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'volna-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A new data folder starts from the migrated database, copied, instead of paying initdb and the migrations.
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(pgliteDir)) cpSync(await ensurePgliteDataDir(), pgliteDir, { recursive: true });
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      // Not production: the development outbox (/dev/outbox) is where the tests read the codes (over loopback).
      NODE_ENV: 'test-e2e',
      // The dev helpers the tests make money and staff with (/dev/wallet/credit, /dev/topup/staff, /dev/support/agent).
      DEV_TOOLS: '1',
      // Each test file is a client address of its own (X-Forwarded-For from clientIp below), as its phones would
      // be: files sharing the server then never add up to one address's limits (codes per hour, failed logins).
      TRUST_PROXY: 'loopback',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = giveUpAfter(SERVER_STOP_TIMEOUT_MS, () => child.kill('SIGKILL'));
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

/** The run's shared server (global-setup.ts): stop() leaves it running for the other files, kill() is refused. */
export function sharedServer(): RunningServer {
  const baseUrl = inject('e2eServerUrl');
  const logFile = inject('e2eServerLog');
  if (!baseUrl || !logFile)
    throw new Error('No shared server: the e2e project starts it in e2e/global-setup.ts.');
  return {
    baseUrl,
    dataDir: '',
    shared: true,
    stop: async () => {},
    kill: async () => {
      throw new Error(
        'The shared server serves every file: start a server of your own (startServer) to kill it.',
      );
    },
    output: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-20_000) : ''),
  };
}

function chromiumOptions() {
  if (!existsSync(chromiumPath))
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with \`apt-get install chromium\` or set CHROMIUM_PATH to a Chromium binary.`,
    );
  return {
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
  };
}

/** The run's one Chromium, started by global-setup.ts, which the files connect to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions());
}

/**
 * Moves a server's clock on (POST /dev/clock, DEV_TOOLS=1), by `advanceMs` or to the later instant `at`: a pause
 * passes at once instead of being waited out. Only on a server of the file's own: the shared one's clock is every
 * file's (a minute's jump would end the others' online presence and resend pauses mid-test).
 */
export async function moveServerClock(server: RunningServer, move: { advanceMs: number } | { at: string }) {
  if (server.shared)
    throw new Error('The shared server keeps real time: start a server of your own to move its clock.');
  const response = await fetch(`${server.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(move),
  });
  if (!response.ok) throw new Error(`POST /dev/clock: ${response.status} ${await response.text()}`);
}

/**
 * Runs a page's clock (Playwright's, installed on its context) on a second at a time until `done` shows: a countdown
 * that ticks once a second, and re-arms its timer only after the page re-renders, runs out in moments.
 */
export async function runPageClockUntil(page: Page, done: Locator, maxSeconds = 300) {
  for (let second = 0; second < maxSeconds && !(await done.isVisible()); second++)
    await page.clock.runFor(1_000);
  await done.waitFor();
}

/**
 * Chromium from Debian (or CHROMIUM_PATH); a missing browser fails the run with the way to install it. In the e2e
 * project this is a connection to the run's shared Chromium: close() ends the connection and the contexts made over
 * it, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('e2eBrowserEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(chromiumOptions());
  await refuseLongPageWaits(browser);
  return browser;
}

/**
 * A Chromium of a file's own with a fake microphone whose permission is granted without a prompt, for recording in
 * the app (the shared one has none, which chat-media expects). close() ends it.
 */
export async function launchBrowserWithMicrophone(): Promise<Browser> {
  const options = chromiumOptions();
  const browser = await chromium.launch({
    ...options,
    args: [...options.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  await refuseLongPageWaits(browser);
  return browser;
}

let pageWaitsGuarded = false;
/** page.waitForTimeout and frame.waitForTimeout refuse sleeps past the tests' limit (apps/server/test/wait-limit.ts). */
async function refuseLongPageWaits(browser: Browser) {
  if (pageWaitsGuarded) return;
  pageWaitsGuarded = true;
  // The classes are not exported: their prototypes are reached through a page.
  const probe = await browser.newPage();
  for (const prototype of [Object.getPrototypeOf(probe), Object.getPrototypeOf(probe.mainFrame())]) {
    const wait = prototype.waitForTimeout as (this: unknown, ms: number) => Promise<void>;
    prototype.waitForTimeout = function (this: unknown, ms: number) {
      refuseLongWait(ms, 'waitForTimeout');
      return wait.call(this, ms);
    };
  }
  await probe.context().close();
}

/**
 * The address this test file's requests come from, as a proxy in front of the server reports it: one per file (and
 * per run), so files sharing the server never count against each other's per-address limits.
 */
export const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** What the file's phones and API calls send so the server sees them coming from clientIp. */
export const clientHeaders = { 'X-Forwarded-For': clientIp };

/** The app's question about notifications (asked once, after the first message sent) as already answered "not now". */
export const NOTIFICATIONS_ASKED_KEY = 'volna.pushAsked';

/**
 * A fresh phone: its own storage (session, language), 375×667, touch, reaching the server from clientIp. Its user has
 * answered the notifications question already (issue 35), so no test meets that dialog after its first send but the
 * one that asks for it (`{ notificationsAsked: false }`).
 */
export async function phoneContext(
  browser: Browser,
  options: { notificationsAsked?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    extraHTTPHeaders: clientHeaders,
    // A Russian phone: the app starts in the device's language (issue 19), and the tests read Russian.
    locale: 'ru-RU',
  });
  if (options.notificationsAsked !== false)
    await context.addInitScript((key) => localStorage.setItem(key, '1'), NOTIFICATIONS_ASKED_KEY);
  return context;
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

/**
 * Collects uncaught page errors so a test can assert the app never crashed, and anything the server's
 * Content-Security-Policy refused (Chromium reports it on the console), so a policy too tight for the app fails too.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(`CSP: ${message.text()}`);
  });
  return errors;
}

/** The login page as opened by a sign-out: no `?redirect=` back to a members-only page. */
export const freshLoginPage = (url: URL) => url.pathname.endsWith('/pages/login/Login') && url.search === '';
