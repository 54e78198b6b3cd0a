import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopover, consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { launchBrowser, type RunningServer, startServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// DNA-test matching (issue 15) in a phone and the staff console, against a server of its own (its staff member, made
// by the dev-only POST /dev/support/agent, would otherwise answer other files' support chats). Nina orders from the
// services hub with her test report (uploaded with progress) on the VIP plan; staff start matching, add Oleg — who
// ordered too and agreed to be a candidate — and mark the order matched; Nina sees Oleg and opens a chat with him.

const PASSWORD = 'dna-e2e-pass';
const RUB = 1;
const POLL = { timeout: 15_000 };
const TAG = randomInt(100_000, 999_999);
const REPORT = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let nina: Session;
let oleg: Session;
let phone: Page;
let staffContext: BrowserContext;
let console_: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    contentLanguage: 'en',
    idempotencyKeyPrefix: 'dna',
  });
  nina = await world.signUp(`nina.${TAG}@dna-e2e.example.com`, 'nina');
  oleg = await world.signUp(`oleg.${TAG}@dna-e2e.example.com`, 'oleg');
  const agent = await world.signUp(`agent.${TAG}@dna-e2e.example.com`, 'agent');
  await world.call('POST', '/dev/support/agent', { userId: agent.userId });
  await world.credit(nina, RUB, '1000', `nina-${TAG}`);
  await world.credit(oleg, RUB, '1000', `oleg-${TAG}`);
  // Oleg ordered too and agreed to be proposed to others.
  await world.call(
    'POST',
    '/app/dna/order',
    {
      sex: 1,
      region: 'Kazan',
      age: 33,
      requirements: '',
      attachmentUrl: await world.upload(oleg, REPORT, 'report.pdf'),
      name: 'Oleg',
      areaCode: '+7',
      phone: '9031234567',
      candidateCount: 1,
      plan: 'standard',
      agreeToBeCandidate: true,
      price: '100',
    },
    oleg,
  );
  phone = await world.phoneOf(nina, 'en');
  staffContext = await consoleContext(browser);
  console_ = await staffContext.newPage();
  await consoleLogIn(console_, server, `agent.${TAG}@dna-e2e.example.com`, PASSWORD);
  await console_.getByTestId('staff-name').waitFor();
});

afterAll(() =>
  endScene({
    shots: [
      [phone, 'dna'],
      [console_, 'dna-console'],
    ],
    contexts: [staffContext],
    browser,
    server,
  }),
);

describe('DNA matching in a phone (375×667) and the staff console', () => {
  let orderId: number;

  it('Nina orders from the services hub with her report on the VIP plan; the price is held', async () => {
    await world.openInApp(phone, '/pages/serviceFunction/index', 'services-hub');
    await phone.getByRole('button', { name: 'DNA matching' }).click();
    await phone.waitForURL('**/pages/dnaMatch/index');
    await phone.getByText('No orders yet').waitFor(POLL);
    await phone.getByRole('button', { name: 'Order matching' }).click();
    await phone.waitForURL('**/pages/dnaMatch/order');

    // Sending an empty form is refused in place.
    await phone.getByTestId('dna-submit').click();
    await phone.getByText('Attach your DNA test report').waitFor();
    await phone.getByText('Female', { exact: true }).click();
    await phone.getByRole('spinbutton', { name: 'Your age' }).fill('17');
    await phone.getByRole('textbox', { name: 'Region' }).fill('Kazan');
    await phone.getByRole('textbox', { name: 'Name' }).fill('Nina');
    await phone.getByRole('textbox', { name: 'Phone' }).fill('9161234567');
    await phone.getByTestId('dna-report-input').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: REPORT,
    });
    await expect.poll(() => phone.getByTestId('dna-report-name').textContent(), POLL).toBe('report.pdf');
    await phone.getByText('VIP', { exact: true }).click();
    await phone.getByTestId('dna-vip-tip').waitFor();
    // Three candidates by default; one.
    await phone.locator('.adm-stepper-minus').click();
    await phone.locator('.adm-stepper-minus').click();
    await expect.poll(() => phone.getByTestId('dna-total').textContent(), POLL).toMatch(/^70\.00\sRUB$/);
    await phone.getByTestId('dna-submit').click();
    await phone.getByText('Age must be from 18 to 75').waitFor();
    await phone.getByRole('spinbutton', { name: 'Your age' }).fill('30');
    await phone.getByTestId('dna-submit').click();
    await phone.waitForURL('**/pages/dnaMatch/detail?id=*', POLL);
    orderId = Number(new URL(phone.url()).searchParams.get('id'));
    await expect.poll(() => phone.getByTestId('dna-state').textContent(), POLL).toBe('Not matched');
    await phone.getByText('Held: 70.00 RUB').waitFor();
  });

  it('staff start matching, add Oleg, and mark the order matched', async () => {
    await openMenu(console_, 'DNA matching', '/dna');
    await console_.getByTestId(`dna-row-${orderId}`).click();
    const drawer = console_.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByTestId('dna-report-link').waitFor();
    await drawer.getByTestId('dna-start-matching').click();
    await expect.poll(() => drawer.getByTestId('dna-state-tag').textContent(), POLL).toBe('Matching');
    await drawer.getByTestId(`dna-add-${oleg.userId}`).click();
    await drawer.getByText(`Oleg (#${oleg.userId})`).waitFor(POLL);
    await drawer.getByTestId('dna-mark-matched').click();
    await confirmPopover(console_);
    await expect.poll(() => drawer.getByTestId('dna-state-tag').textContent(), POLL).toBe('Matched');
  });

  it('Nina sees Oleg (no phone) and opens a chat with him', async () => {
    await phone.reload();
    await expect.poll(() => phone.getByTestId('dna-state').textContent(), POLL).toBe('Matched');
    await phone.getByText('Oleg', { exact: true }).waitFor();
    await phone.getByText('33 · Male · Kazan').waitFor();
    expect(await phone.getByText('9031234567').count()).toBe(0);
    await phone.getByRole('button', { name: 'Chat' }).click();
    await phone.waitForURL(`**/pages/chat/PersonalChat?targetId=${oleg.userId}*`, POLL);
  });
});
