import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './admin-kit.ts';
import { artifactsDir, clientHeaders, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The staff console as Russian- and Chinese-speaking staff meet it (issue 30): antd's own words in the console's
// language, a favicon, audit lines as sentences, and a complaint drawer that shows what was reported — the message's
// words, its chat, the reported person's name and his earlier complaints. Screenshots go to .tmp/issue-30.

const PASSWORD = 'admin-complaints-pass';
const tag = randomUUID().slice(0, 6);
const shots = join(artifactsDir, 'issue-30');
const WORDS = {
  ru: {
    noData: 'Нет данных',
    perPage: '/ стр.',
    login: 'Войти',
    spam: 'Спам',
    resolved: '— решение: Жалоба #',
  },
  zh: { noData: '暂无数据', perPage: '条/页', login: /登\s?录/, spam: '垃圾信息', resolved: '处理：投诉 #' },
} as const;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let staffEmail: string;
let reporter: Session;
let reported: Session;
let complaintId: number;
let resolvedId: number;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  staffEmail = `staff.${tag}@admin-complaints.example.com`;
  const staff = await world.signUp(staffEmail, 'staff');
  await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
  reporter = await world.signUp(`vika.${tag}@admin-complaints.example.com`, 'vika');
  reported = await world.signUp(`gleb.${tag}@admin-complaints.example.com`, 'gleb');
  await world.call('PUT', '/app/user', { firstName: 'Глеб', lastName: 'Жуков' }, reported);
  await world.befriend(reporter, reported);
  const message = await world.call<{ msgUid: string }>(
    'POST',
    '/app/chat/message/send',
    {
      conversationType: 1,
      targetId: String(reporter.userId),
      objectName: 'RC:TxtMsg',
      content: { content: 'Переведи деньги на мою карту' },
      clientMsgId: randomUUID(),
    },
    reported,
  );
  ({ id: resolvedId } = await world.call<{ id: number }>(
    'POST',
    '/app/ol/customerComplaint',
    { targetType: 1, targetId: String(reported.userId), reason: 'spam', text: '' },
    reporter,
  ));
  // A staff action for the audit log to tell.
  await world.call(
    'POST',
    '/admin/api/support/complaint/resolve',
    { id: resolvedId, status: 1, note: 'warned' },
    staff,
  );
  ({ id: complaintId } = await world.call<{ id: number }>(
    'POST',
    '/app/ol/customerComplaint',
    { targetType: 3, targetId: message.msgUid, reason: 'fraud', text: 'Просит деньги' },
    reporter,
  ));
});

afterAll(async () => {
  await browser?.close();
});

async function consoleIn(lang: 'ru' | 'zh'): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: clientHeaders });
  await context.addInitScript((language) => localStorage.setItem('volna.admin.lang', language), lang);
  const page = world.watch(await context.newPage());
  await page.goto(`${server.baseUrl}/admin/`);
  await page.waitForURL('**/admin/login');
  await page.locator('#login-account').fill(staffEmail);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: WORDS[lang].login }).click();
  await page.getByTestId('staff-name').waitFor();
  return page;
}

describe('the staff console in Russian and Chinese', () => {
  it('has a favicon', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/admin/`);
    const href = await page.locator('link[rel=icon]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href!, `${server.baseUrl}/admin/`));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg');
    await page.close();
  });

  for (const lang of ['ru', 'zh'] as const)
    it(`speaks the console's language in antd's own words, audit lines and the complaint drawer (${lang})`, async () => {
      const words = WORDS[lang];
      const page = await consoleIn(lang);
      await page.goto(`${server.baseUrl}/admin/complaints`);
      await page.getByText(words.perPage, { exact: false }).first().waitFor();
      await page
        .locator('tr', { hasText: `${complaintId}` })
        .first()
        .click();
      const drawer = page.locator('.ant-drawer-content-wrapper:visible');
      await drawer.getByTestId('complaint-message').getByText('Переведи деньги на мою карту').waitFor();
      expect(await drawer.getByTestId('complaint-reported-name').textContent()).toBe('Глеб Жуков');
      expect(await drawer.getByTestId('complaint-chat-name').textContent()).toContain('Глеб Жуков');
      await drawer.getByTestId('complaint-history').getByText(words.spam).waitFor();
      await page.screenshot({ path: join(shots, `admin-complaint-${lang}.png`) });
      // antd's empty table in the console's language, not its English default.
      await page.goto(`${server.baseUrl}/admin/audit?objectId=no-such-object`);
      await page.locator('.ant-table-placeholder .ant-empty').waitFor();
      expect(await page.locator('.ant-table-placeholder .ant-empty').textContent()).toContain(words.noData);
      expect(await page.locator('.ant-table-placeholder').textContent()).not.toContain('No data');
      // Audit lines are sentences: who did what to which object, then what changed.
      await page.goto(`${server.baseUrl}/admin/audit?objectType=complaint&objectId=${resolvedId}`);
      await page.getByText(`${words.resolved}${resolvedId}`, { exact: false }).waitFor();
      expect(await page.getByText('complaint.resolve').count()).toBe(0);
      await page.screenshot({ path: join(shots, `admin-audit-${lang}.png`) });
      await page.context().close();
    });
});
