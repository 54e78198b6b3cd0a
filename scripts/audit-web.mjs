// npm run audit:web — Lighthouse (mobile, default simulated throttling) and axe on the H5 app's key screens (issue 19).
// Builds nothing: it serves the built app (apps/web/dist, or WEB_DIST_DIR for a private build; `npm run build -w
// apps/web` first) from a real server on an empty embedded database, signs two users up through the API, and audits
// login (signed out), the chat list, a private chat and the wallet home (signed in as one of them). Each page gets a
// fresh Chromium, so every load is cold.
// Writes bench/results/audit-web.json and its section of bench/RESULTS.md.
//
// Targets: performance ≥ 90, accessibility ≥ 95, axe 0 critical and 0 serious. The script fails (exit 1) only when
// accessibility or axe misses; performance on a shared 2-core machine is noisy and is recorded as measured.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { call, machine, root, signUp, startVolna, tempDir, writeResultsSection } from '../bench/lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TARGET = { performance: 90, accessibility: 95 };

const builtWeb = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
if (!existsSync(join(builtWeb, 'index.html'))) {
  console.error(
    `The web app is not built (${builtWeb} is missing): run \`npm run build -w apps/web\` first.`,
  );
  process.exit(1);
}
if (!existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH}: install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const startedAt = new Date().toISOString();
const host = machine();
// The server serves a copy of the build: a rebuild in the tree during the run would otherwise mix two builds (an
// index.html naming scripts the new build has replaced).
const webDist = tempDir('volna-audit-web-');
cpSync(builtWeb, webDist, { recursive: true });
const server = await startVolna('audit', '', { env: { DEV_TOOLS: '1', WEB_DIST_DIR: webDist } });
const base = server.api;

// Mila signed in, with a friend, a few messages between them and some money, so the pages show real content.
const password = 'audit-password-1';
const mila = await signUp(base, { areaCode: '+7', phone: '9001110001' }, password);
const oleg = await signUp(base, { areaCode: '+7', phone: '9001110002' }, password);
const { request } = await call(base, 'POST', '/app/friend', { userId: oleg.userId }, mila.token);
await call(base, 'POST', '/app/friend/request/accept', { requestId: request.requestId }, oleg.token);
for (const [who, to, text] of [
  [mila, oleg, 'Привет! Как дела?'],
  [oleg, mila, 'Отлично, спасибо. Встречаемся завтра в 9?'],
  [mila, oleg, 'Да, до встречи!'],
])
  await call(
    base,
    'POST',
    '/app/chat/message/send',
    {
      conversationType: 1,
      targetId: String(to.userId),
      objectName: 'RC:TxtMsg',
      content: { content: text },
      clientMsgId: crypto.randomUUID(),
    },
    who.token,
  );
await call(base, 'POST', '/dev/wallet/credit', {
  userId: mila.userId,
  currencyId: 1,
  amount: '1500.00',
  eventId: 'audit-web',
});

const pages = [
  { name: 'login', path: '/pages/login/Login', signedIn: false },
  { name: 'chat list', path: '/pages/chat/Chat', signedIn: true },
  {
    name: 'private chat',
    path: `/pages/chat/PersonalChat?targetId=${oleg.userId}&conversationType=1`,
    signedIn: true,
  },
  { name: 'wallet home', path: '/pagesUser/wallet/index', signedIn: true },
];

/** What the app keeps in the browser for a signed-in user (shared/session: zustand's persisted store). */
function storageFor(page) {
  const { language: _language, ...session } = mila;
  return {
    local: {
      'volna.lang': 'ru',
      ...(page.signedIn ? { 'volna.session': JSON.stringify({ state: { session }, version: 0 }) } : {}),
    },
    // The launch rule sends a fresh start outside the allow-list to the dating tab; this tab "was" on the page.
    session: { 'volna.shownPage': page.path.split('?')[0] },
  };
}

/** Critical, serious, moderate and minor axe violations (rules and elements) of the page as it is now. */
async function axeCounts(tab) {
  await tab.evaluate(axeSource);
  const violations = await tab.evaluate(async () => (await window.axe.run(document)).violations);
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const serious = [];
  for (const violation of violations) {
    counts[violation.impact] += 1;
    if (violation.impact === 'critical' || violation.impact === 'serious')
      serious.push(`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  }
  return { ...counts, rules: violations.map((v) => `${v.id} (${v.impact})`), violations: serious };
}

async function audit(page) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.evaluateOnNewDocument((storage) => {
      try {
        for (const [key, value] of Object.entries(storage.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(storage.session)) sessionStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    }, storageFor(page));
    const url = `${base}/h5${page.path}`;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the session set above; each page has a fresh browser, so the HTTP cache is empty anyway.
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    const lhr = result.lhr;
    // AUDIT_WEB_REPORTS=<folder>: also keep each page's full Lighthouse report (open it in the Lighthouse viewer).
    if (process.env.AUDIT_WEB_REPORTS)
      writeFileSync(
        join(process.env.AUDIT_WEB_REPORTS, `${page.name.replace(/\W+/g, '-')}.json`),
        result.report,
      );
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const failedAccessibility = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    const axe = await axeCounts(tab);
    await browser.disconnect();
    return {
      page: page.name,
      path: page.path.replace(/targetId=\d+/, 'targetId={friend}'),
      finalPath,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metricsMs: {
        firstContentfulPaint: metric('first-contentful-paint'),
        largestContentfulPaint: metric('largest-contentful-paint'),
        totalBlockingTime: metric('total-blocking-time'),
        speedIndex: metric('speed-index'),
      },
      cumulativeLayoutShift:
        Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      failedAccessibilityAudits: failedAccessibility,
      axe,
    };
  } finally {
    chrome.kill();
  }
}

const results = [];
try {
  for (const page of pages) {
    const result = await audit(page);
    results.push(result);
    console.log(
      `${result.page.padEnd(13)} performance ${result.performance}, accessibility ${result.accessibility}, ` +
        `axe ${result.axe.critical} critical / ${result.axe.serious} serious / ${result.axe.moderate} moderate` +
        (result.failedAccessibilityAudits.length
          ? `  (failed: ${result.failedAccessibilityAudits.join(', ')})`
          : ''),
    );
    for (const line of result.axe.violations) console.log(`    ${line}`);
  }
} finally {
  await server.stop();
}

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;
const axeVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'),
).version;
const report = {
  date: startedAt,
  machine: host,
  lighthouse: lighthouseVersion,
  axe: axeVersion,
  target: TARGET,
  pages: results,
};
writeFileSync(join(root, 'bench/results/audit-web.json'), `${JSON.stringify(report, null, 2)}\n`);

const row = (r) =>
  `| ${r.page} | \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.axe.critical} / ${r.axe.serious} / ${r.axe.moderate} | ${(r.metricsMs.firstContentfulPaint / 1000).toFixed(1)} | ${(r.metricsMs.largestContentfulPaint / 1000).toFixed(1)} | ${r.metricsMs.totalBlockingTime} | ${r.cumulativeLayoutShift} |`;
const m = report.machine;
writeResultsSection(
  '\n## Web app audit',
  `
## Web app audit (issue 19): Lighthouse and axe on the H5 app

\`npm run audit:web\` (scripts/audit-web.mjs; build the web app first with \`npm run build -w apps/web\`, or set
WEB_DIST_DIR to a build of your own). The real server on an empty embedded database serves the built app; two
users are signed up through the API (a friend, three
messages, some roubles). Lighthouse ${report.lighthouse}, mobile preset with its default simulated throttling
(slow 4G, 4× CPU slowdown), categories performance and accessibility, headless Chromium, one fresh browser per page
(a cold load); signed-in pages get the session the app keeps in localStorage before the first script runs. Then
axe-core ${report.axe} on the loaded page (counts of violated rules by impact: critical / serious / moderate).
Targets: performance ≥ ${TARGET.performance}, accessibility ≥ ${TARGET.accessibility}, axe 0 critical and 0 serious.
Every other screen is checked with axe by the browser test \`e2e/accessibility.e2e.ts\` (0 critical, 0 serious).

| page | path | performance | accessibility | axe (crit / ser / mod) | FCP (s) | LCP (s) | TBT (ms) | CLS |
|---|---|---:|---:|---|---:|---:|---:|---:|
${results.map(row).join('\n')}

Rules axe still finds: ${results.map((r) => `${r.page}: ${r.axe.rules.join(', ') || 'none'}`).join('; ')}. Where performance falls
short it is the first screen's JavaScript (docs/architecture.md, "First screen", says how much and what it is made
of): fetched over the simulated slow 4G and run under the 4× CPU slowdown, it makes the late largest contentful paint
and the blocking time.

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average
${m.loadAverageAtStart} when the run started (other work on the machine lowers the performance scores). Date: ${report.date}.
`,
  '\n## Memory per idle realtime connection',
);

const missed = results.filter(
  (r) => r.accessibility < TARGET.accessibility || r.axe.critical > 0 || r.axe.serious > 0,
);
const slow = results.filter((r) => r.performance < TARGET.performance);
if (slow.length)
  console.log(
    `Performance below ${TARGET.performance} on: ${slow.map((r) => `${r.page} (${r.performance})`).join(', ')}`,
  );
console.log('Wrote bench/results/audit-web.json and its section of bench/RESULTS.md.');
if (missed.length) {
  console.error(`Accessibility target missed on: ${missed.map((r) => r.page).join(', ')}`);
  process.exit(1);
}
process.exit(0);
