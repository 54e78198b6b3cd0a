import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, startServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The customer side of issue 11 in a phone against the real server: a bug report with two images, a ticket opened
// and answered by staff live, a complaint about a user. The staff member is an ordinary sign-up given the
// customer-service role by the dev-only POST /dev/support/agent; so this file runs a server of its own (an agent on
// the shared server would answer other files' 'Contact support', which groups.e2e.ts expects nobody to).

const PASSWORD = 'support-tickets-e2e-pass';
const POLL = { timeout: 10_000 };

type BugReport = { description: string; category: string; files: string[]; device: Record<string, string> };
type Complaint = { targetType: number; targetId: string; reason: string; userId: number };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let lena: Session;
let oleg: Session;
let phone: Page;
let ticketId: number;

/** A small PNG of one colour. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function openHelp() {
  await world.openInApp(phone, '/pagesUser/setting/Settings', () =>
    phone.getByText('Help and feedback', { exact: true }).waitFor(),
  );
  await phone.getByText('Help and feedback', { exact: true }).click();
  await phone.waitForURL('**/pagesUser/support/index');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  lena = await world.signUp('lena.tickets@example.com', 'lena');
  oleg = await world.signUp('oleg.tickets@example.com', 'oleg');
  await world.call('POST', '/dev/support/agent', { userId: oleg.userId });
  phone = await world.phoneOf(lena, 'en');
});

afterAll(async () => {
  if (phone) await phone.screenshot({ path: `${artifactsDir}/support-tickets.png` }).catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('help and feedback in a phone (375×667)', () => {
  it('files a bug report with two images, reached from the floating help button, and sees it in My reports', async () => {
    await world.openInApp(phone, '/pagesUser/setting/Settings');
    // The help button shows 3 s after the start and opens the help page, whose FAQ offers the report.
    await phone.getByRole('button', { name: 'Help', exact: true }).click({ timeout: 10_000 });
    await phone.waitForURL('**/pagesTool/policies/index');
    await phone.getByRole('button', { name: 'Report a problem' }).click();
    await phone.waitForURL('**/pagesUser/support/bugReport');

    // Sending without a description is refused in place.
    await phone.getByRole('button', { name: 'Send report' }).click();
    await phone.getByText('Describe the problem', { exact: true }).waitFor();

    await phone
      .getByPlaceholder('Describe the problem and the steps that lead to it')
      .fill('The balance does not refresh after a top-up');
    // Leaving with the text typed asks first; staying keeps it.
    await phone.locator('.adm-nav-bar-back').click();
    await phone.getByText('Leave without saving?', { exact: true }).waitFor(POLL);
    await phone.getByRole('button', { name: 'Stay' }).click();
    await phone.getByText('Leave without saving?', { exact: true }).waitFor({ state: 'detached' });
    expect(phone.url()).toContain('/pagesUser/support/bugReport');

    await phone.getByText('Wallet', { exact: true }).click();
    await phone.getByTestId('report-file-input').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png(200, 30, 30) },
      { name: 'second.png', mimeType: 'image/png', buffer: await png(30, 30, 200) },
    ]);
    await expect.poll(() => phone.getByTestId('report-file').locator('img').count(), POLL).toBe(2);
    await phone.screenshot({ path: `${artifactsDir}/support-bug-report.png` });

    // Uploads held back a moment, so each file's progress bar is seen while the report is sending.
    await phone.route('**/app/file/upload', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await phone.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => phone.getByTestId('report-file-progress').count(), POLL).toBe(2);
    await phone.getByText('Thank you!', { exact: true }).waitFor(POLL);
    await phone.unroute('**/app/file/upload');

    await phone.getByRole('button', { name: 'View my reports' }).click();
    await phone.waitForURL('**/pagesUser/support/myReports');
    const row = phone.getByTestId('report-row').first();
    await row.waitFor(POLL);
    expect(await row.textContent()).toContain('The balance does not refresh after a top-up');
    expect(await row.textContent()).toContain('Received');
    expect(await row.textContent()).toContain('Files: 2');

    const { rows } = (await world.send('GET', '/app/support/bugReport/list', undefined, lena)) as unknown as {
      rows: BugReport[];
    };
    expect(rows).toHaveLength(1);
    expect(rows[0]?.category).toBe('wallet');
    expect(rows[0]?.files).toHaveLength(2);
    expect(rows[0]?.device).toMatchObject({ screen: '375x667@2x', language: 'en', appVersion: '1.2.6' });
    expect(world.errorsOf(phone)).toEqual([]);
  });

  it('opens a ticket, sees it listed as unreplied', async () => {
    await openHelp();
    await phone.getByText('My tickets', { exact: true }).click();
    await phone.getByText('No tickets yet', { exact: true }).waitFor(POLL);
    await phone.getByRole('button', { name: 'New ticket' }).click();
    await phone.getByPlaceholder('In a few words, what is it about?').fill('Withdrawal stuck');
    await phone
      .getByPlaceholder('Describe your question')
      .fill('My withdrawal has been pending for two days.');
    await phone.getByRole('button', { name: 'Open ticket' }).click();

    await phone.waitForURL('**/pagesUser/support/ticket?id=*');
    ticketId = Number(new URL(phone.url()).searchParams.get('id'));
    await phone.getByTestId('ticket-message').filter({ hasText: 'pending for two days' }).waitFor(POLL);

    await phone.goBack();
    await phone.waitForURL('**/pagesUser/support/tickets');
    const row = phone.getByTestId('ticket-row').filter({ hasText: 'Withdrawal stuck' });
    await row.waitFor(POLL);
    expect(await row.getByTestId('ticket-status').textContent()).toBe('Unreplied');
  });

  it('shows a staff reply live in the open thread, and closes the composer once processed', async () => {
    await phone.getByTestId('ticket-row').filter({ hasText: 'Withdrawal stuck' }).click();
    await phone.waitForURL(`**/pagesUser/support/ticket?id=${ticketId}`);
    await phone.getByPlaceholder('Add a message').waitFor(POLL);

    await world.call(
      'POST',
      '/admin/api/support/ticket/reply',
      { id: ticketId, text: 'We are checking it now.' },
      oleg,
    );
    const reply = phone.getByTestId('ticket-message').filter({ hasText: 'We are checking it now.' });
    await reply.waitFor(POLL);
    expect(await reply.getAttribute('data-from-staff')).toBe('true');
    await expect.poll(() => phone.getByTestId('ticket-status').textContent(), POLL).toBe('Processing');

    // The user adds to it while it is not processed.
    await phone.getByPlaceholder('Add a message').fill('Thank you, waiting.');
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByTestId('ticket-message').filter({ hasText: 'Thank you, waiting.' }).waitFor(POLL);

    await world.call('POST', '/admin/api/support/ticket/status', { id: ticketId, status: 2 }, oleg);
    await phone.getByTestId('ticket-closed').waitFor(POLL);
    expect(await phone.getByPlaceholder('Add a message').count()).toBe(0);
  });

  it('badges the entry point when staff reply while the user is elsewhere', async () => {
    await world.call('POST', '/admin/api/support/ticket/status', { id: ticketId, status: 1 }, oleg);
    await openHelp();
    await world.call(
      'POST',
      '/admin/api/support/ticket/reply',
      { id: ticketId, text: 'Fixed on our side.' },
      oleg,
    );
    await expect.poll(() => phone.getByTestId('ticket-badge').textContent(), POLL).toBe('1');
  });

  it('sends a complaint about a user from his profile', async () => {
    await world.openInApp(phone, `/pages/friends/AboutDetailUsers?userId=${oleg.userId}`, () =>
      phone.getByRole('button', { name: 'Complain' }).waitFor(),
    );
    await phone.getByRole('button', { name: 'Complain' }).click();
    const sheet = phone.getByTestId('complaint-sheet');
    await sheet.getByText('Spam or advertising', { exact: true }).click();
    await sheet.getByPlaceholder('Details (optional)').fill('Sends links to a casino');
    await sheet.getByRole('button', { name: 'Send complaint' }).click();
    await phone.getByText('Complaint sent. Thank you', { exact: true }).waitFor(POLL);

    const { rows } = (await world.send(
      'GET',
      '/admin/api/support/complaint/list',
      undefined,
      oleg,
    )) as unknown as {
      rows: Complaint[];
    };
    expect(rows.find((row) => row.userId === lena.userId)).toMatchObject({
      targetType: 1,
      targetId: String(oleg.userId),
      reason: 'spam',
    });
  });

  it('sends a complaint about a message from its menu', async () => {
    await world.befriend(oleg, lena);
    await world.sendText(oleg, lena, 'Cheap coins here, click the link');
    await world.openInApp(phone, `/pages/chat/PersonalChat?targetId=${oleg.userId}&conversationType=1`);
    const bubble = phone.locator('[data-msg-uid]').filter({ hasText: 'Cheap coins here' });
    await bubble.waitFor(POLL);
    const msgUid = await bubble.getAttribute('data-msg-uid');
    await bubble.locator('[data-own]').click({ button: 'right' });
    await phone.getByText('Complain', { exact: true }).click();
    const sheet = phone.getByTestId('complaint-sheet');
    await sheet.getByText('Fraud', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Send complaint' }).click();
    await phone.getByText('Complaint sent. Thank you', { exact: true }).waitFor(POLL);

    const { rows } = (await world.send(
      'GET',
      '/admin/api/support/complaint/list',
      undefined,
      oleg,
    )) as unknown as { rows: Complaint[] };
    expect(rows.find((row) => row.targetType === 3)).toMatchObject({ targetId: msgUid, reason: 'fraud' });
    expect(world.errorsOf()).toEqual([]);
  });
});
