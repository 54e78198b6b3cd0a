import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The AI assistant chat (issue 16) in a phone, with the offline helper (no provider configured): opened from the
// chat list, a suggested question answered as it streams, an answer stopped half-way on the screen (the download is
// slowed so the stop lands mid-stream), and the history cleared after a confirmation.

const PASSWORD = 'assistant-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `ai${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let vera: Session;
let phone: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  vera = await world.signUp(`vera.${TAG}@assistant-e2e.example.com`, 'vera');
  phone = await world.phoneOf(vera, 'en');
});

afterAll(async () => {
  if (phone) await phone.screenshot({ path: `${artifactsDir}/assistant.png` }).catch(() => undefined);
  await browser?.close();
});

describe('the assistant in a phone (375×667)', () => {
  it('answers as it streams, stops on Stop, and clears the history after a confirmation', async () => {
    await world.openInApp(phone, '/pages/chat/Chat');
    await phone.locator('[data-entry="assistant"]').click(POLL);
    await phone.waitForURL('**/pages/chat/AIChat');
    await phone.getByText('Offline helper: no AI model is connected').waitFor(POLL);

    await phone.getByRole('button', { name: 'How do I change the language?' }).click();
    const first = phone.locator('[data-finish]').first();
    await first.getByText('Settings → Language').waitFor(POLL);
    await first.getByText('I am the offline helper', { exact: false }).waitFor();
    await phone.locator('[data-action="send"]').waitFor(POLL);
    await phone.screenshot({ path: `${artifactsDir}/assistant-answer.png` });

    // A slow link: the answer arrives over seconds, so Stop is there to press while it streams.
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 400,
      uploadThroughput: -1,
    });
    await phone.getByPlaceholder('Ask a question').fill('How does a safe transfer work?');
    await phone.locator('[data-action="send"]').click();
    await phone.locator('[data-finish="streaming"] .adm-dot-loading').waitFor(POLL);
    await phone
      .locator('[data-finish="streaming"]')
      .getByText('offline helper', { exact: false })
      .waitFor(POLL);
    await phone.locator('[data-action="stop"]').click();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const stopped = phone.locator('[data-finish="aborted"]');
    await stopped.getByText('Stopped').waitFor(POLL);
    expect(await stopped.textContent()).not.toContain('For anything else, write to customer support');
    await phone.locator('[data-action="send"]').waitFor(POLL);
    // (The offline helper has long finished on the server by now: that the server stops a long answer and keeps
    // its part is the server tests' job, over a real connection.)

    await phone.getByRole('button', { name: 'Clear history' }).click();
    await phone
      .locator('.adm-dialog')
      .getByText('All your questions and answers will be deleted.')
      .waitFor(POLL);
    await phone.locator('.adm-dialog').getByRole('button', { name: 'Clear' }).click();
    await phone.getByText('Ask about Volna').waitFor(POLL);
    expect((await world.call<any>('GET', '/chat/history', undefined, vera)).turns).toEqual([]);
  });
});
