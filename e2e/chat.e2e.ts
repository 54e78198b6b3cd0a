import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactsDir,
  launchBrowser,
  outboxCode,
  phoneContext,
  type RunningServer,
  startServer,
  watchPageErrors,
} from './harness.ts';

// Two people chatting in two phones against the real server: live delivery, typing, read marks, recall, a picture.

type Session = { token: string; userId: number; [key: string]: unknown };

const PASSWORD = 'chat-e2e-pass';
// A 2×2 PNG: what a picked photo looks like to the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let alice: Session;
let bob: Session;
let a: Page;
let b: Page;
const errors: string[][] = [];

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function signUp(email: string, userName: string): Promise<Session> {
  await post('/app/sms/sendMail', { email });
  const code = await outboxCode(server.baseUrl, email);
  return post<Session>('/app/emailRegister', {
    email,
    code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeTerms: true,
    userName,
  });
}

/** A phone already signed in as the user, in the given language. */
async function phoneOf(session: Session, lang: string): Promise<Page> {
  const context = await phoneContext(browser);
  const { language: _language, ...stored } = session;
  await context.addInitScript(
    ([value, language]) => {
      localStorage.setItem('volna.session', value);
      localStorage.setItem('volna.lang', language);
    },
    [JSON.stringify({ state: { session: stored }, version: 0 }), lang] as const,
  );
  const page = await context.newPage();
  errors.push(watchPageErrors(page));
  return page;
}

/**
 * Opens the chat with the user the way the app does, from inside it: a fresh load of a page outside the launch
 * allow-list would land on the dating tab (spec §2).
 */
async function openChatWith(page: Page, user: Session) {
  await page.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
  await page.waitForURL('**/pages/chat/Chat');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/h5/pages/chat/PersonalChat?targetId=${user.userId}&conversationType=1`);
}
const bubble = (page: Page, text: string) => page.locator('[data-msg-uid]').filter({ hasText: text });

const POLL = { timeout: 10_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  alice = await signUp('alice.chat@example.com', 'alice');
  bob = await signUp('bob.chat@example.com', 'bob');
  a = await phoneOf(alice, 'en');
  b = await phoneOf(bob, 'ru');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a private chat between two phones (375×667)', () => {
  it('opens an empty chat with the other user and sends a message', async () => {
    await openChatWith(a, bob);
    await expect.poll(() => a.getByTestId('chat-title').textContent(), POLL).toBe('bob');
    await a.getByText('No messages yet').waitFor();
    // Blank text cannot be sent: the voice button stands where Send would be.
    await a.getByRole('textbox', { name: 'Message' }).fill('   ');
    expect(await a.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await a.getByRole('textbox', { name: 'Message' }).fill('Hello Bob, https://example.com');
    await a.getByRole('button', { name: 'Send' }).click();
    expect(await a.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    const sent = bubble(a, 'Hello Bob');
    await sent.waitFor();
    expect(await sent.locator('a[href="https://example.com"]').count()).toBe(1);
    // Accepted by the server and not read yet: one tick.
    await sent.locator('[data-read="false"]').waitFor();
  });

  it('shows it to the other user, and the sender sees it read once he opens the chat', async () => {
    await openChatWith(b, alice);
    await expect.poll(() => b.getByTestId('chat-title').textContent(), POLL).toBe('alice');
    await bubble(b, 'Hello Bob').waitFor();
    await bubble(a, 'Hello Bob').locator('[data-read="true"]').waitFor({ timeout: 10_000 });
  });

  it('shows the other user typing, then his message live', async () => {
    await b.getByRole('textbox', { name: 'Сообщение' }).pressSequentially('Hi Alice', { delay: 120 });
    await expect.poll(() => a.getByTestId('chat-status').textContent(), POLL).toBe('typing…');
    await b.getByRole('button', { name: 'Отправить' }).click();
    await bubble(a, 'Hi Alice').waitFor();
    // A message ends the typing line.
    await expect.poll(() => a.getByTestId('chat-status').textContent(), POLL).not.toBe('typing…');
  });

  it('delivers live while both have the chat open, and a recall empties it on both phones', async () => {
    await a.getByRole('textbox', { name: 'Message' }).fill('Oops, wrong chat');
    await a
      .getByRole('textbox', { name: 'Message' })
      .press('Enter')
      .catch(() => undefined);
    // Enter sends only on a desktop keyboard; on this phone the send button does.
    if ((await a.getByRole('textbox', { name: 'Message' }).inputValue()) !== '')
      await a.getByRole('button', { name: 'Send' }).click();
    await bubble(b, 'Oops, wrong chat').waitFor();

    await bubble(a, 'Oops, wrong chat').locator('[data-own="true"]').click({ button: 'right' });
    await a.getByText('Recall', { exact: true }).click();
    await a.getByTestId('notice').filter({ hasText: 'You recalled a message' }).waitFor();
    await b.getByTestId('notice').filter({ hasText: 'alice отозвал(а) сообщение' }).waitFor();
    await expect.poll(() => b.getByText('Oops, wrong chat').count(), POLL).toBe(0);
    // The menu's own copy of the text leaves with the menu.
    await expect.poll(() => a.getByText('Oops, wrong chat').count(), POLL).toBe(0);
  });

  it('sends a picture that the other user sees', async () => {
    await a.locator('input[data-attach="media"]').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const picture = b.locator('[data-msg-uid] [data-media="image"] img');
    await picture.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), POLL)
      .toBeGreaterThan(0);
    await a.screenshot({ path: `${artifactsDir}/chat-a.png` });
    await b.screenshot({ path: `${artifactsDir}/chat-b.png` });
  });

  it('never crashed either app', () => {
    expect(errors.flat()).toEqual([]);
  });
});
