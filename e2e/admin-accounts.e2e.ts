import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDrawer, confirmPopover, consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { launchBrowser, type RunningServer, startServer, watchPageErrors, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Accounts and money in the staff console (issue 11), as the seed's administrator and customer service: the user
// drawer, blocking an account (its login is refused with the message) and unblocking it, a safe transfer cancelled
// with a required reason (the sender gets the money back), and the user's support chat opened in the H5 app from the
// drawer without ending the console's session. The seed's agent answers every new support chat, so this file runs
// its own server (on the shared one, other files expect nobody to answer).

const PASSWORD = 'admin-accounts-e2e-pass';
const DEMO_PASSWORD = 'volna2026';
const RUB = 1;
const SUPPORT_MODULE_TYPE = 6;
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let world: TestWorld;
let kira: Session;
let lev: Session;
let transferId: number;
let supportGroupId: number;

const logInKira = () =>
  world.send<Session>('POST', '/app/passwordLogin', {
    email: 'kira.accounts@example.com',
    password: PASSWORD,
    agreeTerms: true,
  });

async function rubOf(session: Session) {
  const accounts = await world.call<Array<{ currencyId: number; balance: string; frozenAmount: string }>>(
    'GET',
    '/app/account/list',
    undefined,
    session,
  );
  return accounts.find((a) => a.currencyId === RUB);
}

async function openUser(p: Page, email: string, userId: number) {
  await openMenu(p, 'Users', '/users');
  const search = p.getByRole('searchbox', { name: 'Phone, e-mail, name or ID' });
  await search.fill(email);
  await search.press('Enter');
  await p.locator(`tr[data-row-key="${userId}"]`).click();
  await p.waitForURL(`**/admin/users?*user=${userId}*`);
  return p.locator('.ant-drawer-content:visible');
}

beforeAll(async () => {
  server = await startServer({ env: { SEED: '1' } });
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'admin-accounts',
    contentLanguage: 'en',
  });
  kira = await world.signUp('kira.accounts@example.com', 'kira');
  lev = await world.signUp('lev.accounts@example.com', 'lev');
  await world.credit(kira, RUB, '1000', 'start');
  await world.setPayPassword(kira, '246810');
  ({ id: transferId } = await world.call<{ id: number }>(
    'POST',
    '/app/transfer',
    { userId: lev.userId, currencyId: RUB, amount: '300', safe: true, payPassword: '246810' },
    kira,
  ));
  const agent = await world.call<{ imUserId: number }>(
    'GET',
    `/app/ol/customerUser/assign?moduleType=${SUPPORT_MODULE_TYPE}`,
    undefined,
    kira,
  );
  ({ groupId: supportGroupId } = await world.call<{ groupId: number }>(
    'POST',
    '/app/group/add/module',
    { groupName: 'Support', memberIds: [agent.imUserId], moduleType: SUPPORT_MODULE_TYPE },
    kira,
  ));
  context = await consoleContext(browser);
  page = await context.newPage();
  errors = watchPageErrors(page);
  await consoleLogIn(page, server, 'admin@demo.volna.local', DEMO_PASSWORD);
  await page.getByTestId('staff-name').waitFor();
});

afterAll(() => endScene({ shots: [[page, 'admin-accounts']], contexts: [context], browser, server }));

describe('accounts and money in the staff console (1280×800)', () => {
  it('blocks a user with a reason: her login is refused with the message; unblocked, she logs in again', async () => {
    const drawer = await openUser(page, 'kira.accounts@', kira.userId);
    await drawer.getByTestId('user-profile').getByText('kira.accounts@example.com').waitFor();
    await drawer.getByRole('tab', { name: 'Balances' }).click();
    await drawer.getByRole('cell', { name: '700.0000' }).waitFor();
    await drawer.getByRole('tab', { name: 'Money history' }).click();
    await drawer.getByTestId('user-flows').getByText('Safe transfer').waitFor();

    await drawer.getByTestId('user-block').click();
    const dialog = page.locator('.ant-modal:visible');
    const block = dialog.getByRole('button', { name: 'Block' });
    // A block needs a reason.
    expect(await block.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Card fraud reports');
    await block.click();
    expect((await logInKira()).code).toBe(200);
    await confirmPopover(page);
    await drawer.getByTestId('user-blocked').getByText('Card fraud reports').waitFor(POLL);

    const refused = await logInKira();
    expect(refused.code).toBe(12006);
    expect(refused.msg).toBe('This account is blocked. Please contact customer service');

    await drawer.getByTestId('user-unblock').click();
    await confirmPopover(page);
    await drawer.getByTestId('user-blocked').waitFor({ state: 'detached' });
    const again = await logInKira();
    expect(again.code).toBe(200);
    kira = again.data;
    await drawer.getByRole('tab', { name: 'Audit' }).click();
    await drawer
      .getByTestId('audit-trail')
      .getByText(/\bunblocked User #/)
      .waitFor(POLL);
    await drawer
      .getByTestId('audit-trail')
      .getByText(/\bblocked User #/)
      .waitFor();
    await closeDrawer(page);
    expect(errors).toEqual([]);
  });

  it('cancels a frozen safe transfer with a required reason; the sender gets her money back', async () => {
    expect(await rubOf(kira)).toMatchObject({ balance: '700.0000', frozenAmount: '300.0000' });
    await openMenu(page, 'Safe transfers', '/wallet/safe-transfers');
    await page.getByTestId('transfer-state-filter').click();
    await page.locator('.ant-select-item-option[title="Funds frozen"]').click();
    await page.waitForURL('**/wallet/safe-transfers?state=703');
    const row = page.locator(`tr[data-row-key="${transferId}"]`);
    expect(await row.textContent()).toContain('kira');
    await row.click();

    const drawer = page.locator('.ant-drawer-content:visible');
    await drawer.getByTestId('transfer-cancel').click();
    const dialog = page.locator('.ant-modal:visible');
    const cancel = dialog.getByRole('button', { name: 'Cancel and refund' });
    expect(await cancel.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Cancel reason' }).fill('The receiver cannot be reached');
    await cancel.click();
    await confirmPopover(page);
    await expect
      .poll(() => page.getByTestId('transfer-drawer-state').textContent(), POLL)
      .toBe('Cancelled by support');
    expect(await page.getByTestId('transfer-cancel-reason').textContent()).toBe(
      'The receiver cannot be reached',
    );
    await drawer.getByTestId('audit-trail').getByText(' cancelled Transfer #').waitFor(POLL);
    expect(await rubOf(kira)).toMatchObject({ balance: '1000.0000', frozenAmount: '0.0000' });
    await closeDrawer(page);
    await expect.poll(() => row.count(), POLL).toBe(0);
    expect(errors).toEqual([]);
  });

  it('customer service opens the user’s support chat in the H5 app from her drawer and stays signed in', async () => {
    const agentContext = await consoleContext(browser);
    try {
      const agent = await agentContext.newPage();
      const agentErrors = watchPageErrors(agent);
      await consoleLogIn(agent, server, '9031112233', DEMO_PASSWORD);
      await agent.getByTestId('staff-name').waitFor();
      expect(await agent.getByTestId('staff-name').textContent()).toContain('Customer service');
      // The administrator's pages are not offered.
      expect(await agent.getByRole('menuitem', { name: 'System settings' }).count()).toBe(0);

      const drawer = await openUser(agent, 'kira.accounts@', kira.userId);
      expect(await drawer.getByRole('tab', { name: 'Staff role' }).count()).toBe(0);
      const chatOpened = agentContext.waitForEvent('page');
      await drawer.getByTestId(`support-chat-${kira.userId}`).click();
      const chat = await chatOpened;
      await chat.waitForURL(`**/h5/pages/chat/GroupChat?groupId=${supportGroupId}&isModule=1`);
      await chat.getByText('Support', { exact: true }).first().waitFor(POLL);
      expect(new URL(chat.url()).pathname).toBe('/h5/pages/chat/GroupChat');

      // The console's session still works: the H5 tab used it instead of logging in again.
      await agent.reload();
      await agent.getByTestId('staff-name').waitFor();
      expect(agentErrors).toEqual([]);
    } finally {
      await agentContext.close();
    }
  });
});
