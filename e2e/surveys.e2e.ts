import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Paid surveys (issue 15) on two phones: Olga creates a survey in her user centre and publishes it with her pay
// password (its budget held); Ivan answers it — respondent info first, refused with 'Answer all questions' until every
// question is answered —, is paid into his wallet, and the start button then says 'Survey completed'; Olga sees the
// answer in her results chart.

const PASSWORD = 'surveys-e2e-pass';
const PAY_PASSWORD = '246813';
const POLL = { timeout: 15_000 };
const TAG = `srv${randomInt(100_000, 999_999)}`;
const VLN = 3;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let olga: Session;
let ivan: Session;
let a: Page;
let b: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  [olga, ivan] = await Promise.all([
    world.signUp(`olga.${TAG}@surveys-e2e.example.com`, 'olga'),
    world.signUp(`ivan.${TAG}@surveys-e2e.example.com`, 'ivan'),
  ]);
  await world.setPayPassword(olga, PAY_PASSWORD);
  await world.credit(olga, VLN, '20', `surveys-e2e-${TAG}`);
  [a, b] = await Promise.all([world.phoneOf(olga, 'en'), world.phoneOf(ivan, 'en')]);
});

afterAll(async () => {
  if (a) await a.screenshot({ path: `${artifactsDir}/surveys-publisher.png` }).catch(() => undefined);
  if (b) await b.screenshot({ path: `${artifactsDir}/surveys-respondent.png` }).catch(() => undefined);
  await browser?.close();
});

describe('paid surveys on two phones', () => {
  it('publish, answer (all questions first), get paid, see completed and the chart', async () => {
    // Olga: services hub → surveys → my centre → my surveys → create.
    await world.openInApp(a, '/pages/serviceFunction/index');
    await a.getByTestId('hub-surveys').click();
    await a.waitForURL('**/pages/questionnaireSurvey/index', POLL);
    await a.getByTestId('survey-user-center').click();
    await a.getByTestId('survey-mine').click();
    await a.getByTestId('survey-create').click();
    const title = `Tea or coffee ${TAG}`;
    await a.getByTestId('editor-title').locator('input').fill(title);
    await a.getByTestId('editor-question-0-title').locator('input').fill('Tea or coffee?');
    await a.getByTestId('editor-question-0-option-0').locator('input').fill('Tea');
    await a.getByTestId('editor-question-0-option-1').locator('input').fill('Coffee');
    await a.getByTestId('editor-max-replies').locator('input').fill('5');
    await a.getByTestId('editor-save').click();
    // Saved as a draft, then published with the pay password: 1 VLN × 5 answers held.
    await a.getByText('Publishing holds 5.00 VLN for the rewards').waitFor(POLL);
    await a.getByTestId('pay-password').click();
    await a.keyboard.type(PAY_PASSWORD);
    const mine = await world.call<Array<{ id: number; title: string; state: number }>>(
      'GET',
      '/app/survey/mine',
      undefined,
      olga,
    );
    const id = mine.find((s) => s.title === title)!.id;
    await expect.poll(() => a.getByTestId(`my-survey-${id}`).textContent(), POLL).toContain('Published');

    // Ivan opens it: respondent info first, then the question; sending without an answer is refused.
    await world.openInApp(b, `/pages/questionnaireSurvey/detail?id=${id}`);
    await b.getByTestId('survey-start').click();
    await b.getByTestId('survey-info').getByText('Male', { exact: true }).click();
    await b.getByTestId('survey-age').locator('input').fill('31');
    await b.getByTestId('survey-city').locator('input').fill('Kazan');
    await b.getByTestId('survey-info-next').click();
    await b.getByTestId('survey-submit').click();
    expect(await b.getByTestId('survey-error').textContent()).toBe('Answer all questions');
    await b.getByTestId('survey-question-0').getByText('Coffee', { exact: true }).click();
    await b.getByTestId('survey-submit').click();
    await b.waitForURL('**/pages/questionnaireSurvey/replySuccess**', POLL);
    expect(await b.getByTestId('survey-reward').textContent()).toBe('1.00\u00a0VLN is in your wallet');

    // The reward is in his wallet history.
    await b.getByRole('button', { name: 'Open wallet' }).click();
    await b.waitForURL('**/pagesUser/wallet/index', POLL);
    const row = b.getByTestId('flow-row').first();
    await row.waitFor(POLL);
    expect(await row.textContent()).toContain('Survey reward');

    // Back on the survey: the start button says it is completed and cannot be pressed.
    await world.openInApp(b, `/pages/questionnaireSurvey/detail?id=${id}`);
    const start = b.getByTestId('survey-start');
    await expect.poll(() => start.textContent(), POLL).toBe('Survey completed');
    expect(await start.isDisabled()).toBe(true);

    // Olga's results: one answer, for coffee.
    await a.getByTestId(`my-survey-${id}`).getByTestId('survey-results-open').click();
    const chart = a.getByTestId('survey-chart-0');
    await chart.waitFor(POLL);
    expect(await chart.getAttribute('aria-label')).toBe('Tea: 0, Coffee: 1');
    await a.screenshot({ path: `${artifactsDir}/surveys-results.png`, fullPage: true });
  });

  it('staff publish a platform survey from the console; users see it from the platform', async () => {
    const email = `staff.${TAG}@surveys-e2e.example.com`;
    const staff = await world.signUp(email, 'staff');
    await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
    const context = await consoleContext(browser);
    const page = await context.newPage();
    try {
      await consoleLogIn(page, server, email, PASSWORD);
      await openMenu(page, 'Paid surveys', '/surveys');
      await page.getByTestId('survey-new').click();
      const dialog = page.locator('.ant-modal-wrap:visible');
      const title = `Platform poll ${TAG}`;
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Question', { exact: true }).fill('Morning or evening?');
      await dialog.getByLabel('Options').fill('Morning\nEvening');
      await dialog.getByRole('button', { name: 'Publish (budget from the rewards account)' }).click();
      await dialog.waitFor({ state: 'hidden', ...POLL });
      const row = page.locator('tr', { hasText: title });
      await expect.poll(() => row.textContent(), POLL).toContain('Published');
      expect(await row.textContent()).toContain('Platform');
      await page.screenshot({ path: `${artifactsDir}/surveys-console.png` });

      // A paged list: { rows, total } beside the envelope's code.
      const list = (await world.send('GET', '/app/survey/list?tab=open', undefined, ivan)) as unknown as {
        rows: Array<{ title: string; platform: boolean; publisherName: string }>;
      };
      expect(list.rows.find((s) => s.title === title)).toMatchObject({ platform: true, publisherName: '' });
    } finally {
      await context.close();
    }
  });
});
