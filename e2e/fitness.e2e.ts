import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Fitness (issue 15) in a phone: Nika types today's steps in the browser (no native shell), sees the day's coins in
// the chart and in the wallet history, and a second entry of the day is refused. The shared server keeps real time,
// so "today" is the real Moscow day.

const PASSWORD = 'fitness-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `fit${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let nika: Session;
let phone: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  nika = await world.signUp(`nika.${TAG}@fitness-e2e.example.com`, 'nika');
  phone = await world.phoneOf(nika, 'en');
});

afterAll(async () => {
  if (phone) await phone.screenshot({ path: `${artifactsDir}/fitness.png` }).catch(() => undefined);
  await browser?.close();
});

describe('fitness in a phone (375×667)', () => {
  it('enters today’s steps once and sees the coins in the chart and the wallet', async () => {
    // From the services hub, as a user finds it.
    await world.openInApp(phone, '/pages/serviceFunction/index');
    await phone.getByTestId('hub-fitness').click();
    await phone.waitForURL('**/pages/fitness/index', POLL);
    await phone.getByTestId('fitness-form').waitFor(POLL);
    await phone.getByPlaceholder('For example 8000').fill('7450');
    await phone.getByText('You will earn 5 VLN').waitFor();
    await phone.getByPlaceholder('Morning run, walk to work…').fill('Walk along the river');
    await phone.getByRole('button', { name: "Save today's steps" }).click();
    // Region is required: the form says so before anything is sent.
    await phone.getByText('Enter your region').waitFor(POLL);
    await phone.getByPlaceholder('City or region').fill('Kazan');
    await phone.getByRole('button', { name: "Save today's steps" }).click();
    await phone
      .locator('.adm-dialog')
      .getByText(/Save 7450 steps for today\? You will earn 5 VLN/)
      .waitFor(POLL);
    await phone.locator('.adm-dialog').getByRole('button', { name: "Save today's steps" }).click();

    const today = phone.getByTestId('fitness-today');
    await today.waitFor(POLL);
    expect(await today.textContent()).toContain('Earned: 5 VLN');
    await expect.poll(() => phone.getByTestId('fitness-total-coins').textContent(), POLL).toBe('5');
    expect(await phone.getByTestId('fitness-streak').textContent()).toBe('1');
    const day = await world.call<{ day: string }>('GET', '/app/fitness/today', undefined, nika);
    expect(await phone.getByTestId(`fitness-bar-${day.day}`).locator('title').textContent()).toBe(
      `${day.day.split('-').reverse().join('.')}: 7,450 steps, 5 VLN`,
    );

    // A second entry of the day is refused and changes nothing.
    const again = await world.send(
      'POST',
      '/app/fitness/steps',
      { steps: 9000, content: 'More', region: 'Kazan' },
      nika,
    );
    expect(again).toMatchObject({
      code: 18005,
      msg: 'Today’s steps are already recorded and cannot be changed; the next entry is tomorrow',
    });
    expect(await today.textContent()).toContain('The next entry is tomorrow.');

    await phone.screenshot({ path: `${artifactsDir}/fitness-page.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Open wallet' }).click();
    await phone.waitForURL('**/pagesUser/wallet/index');
    const row = phone.getByTestId('flow-row').first();
    await row.waitFor(POLL);
    expect(await row.textContent()).toContain('Fitness coins');
    expect(await row.getByTestId('flow-amount').textContent()).toBe('+5.00\u00a0VLN');
    await expect.poll(() => phone.getByTestId('flow-row').count()).toBe(1);
  });
});
