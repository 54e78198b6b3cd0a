import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  clientHeaders,
  outboxCode,
  phoneContext,
  type RunningServer,
  repoRoot,
  watchPageErrors,
} from './harness.ts';

// The helpers every browser test needs around one running server: API calls as a user, sign-ups through the
// outbox, friendships, and phones already signed in. Kept once here so a change of the API's shape is one edit.
// Files share one server (harness.ts), so whatever the server keeps by a name the test picks (a credit's event id, an
// Idempotency-Key) is made the world's own; the accounts themselves each file names apart (its own e-mail domain or
// numbers).

export type Session = { token: string; userId: number; [key: string]: unknown };
export type Envelope<T> = { code: number; msg: string; data: T };

export type WorldOptions = {
  /** The password every account of the test signs up with. */
  password: string;
  /** Sends a fresh Idempotency-Key (this prefix and a counter) with every call, as money calls require. */
  idempotencyKeyPrefix?: string;
  /** Sent as Content-Language with every call, for the language of the server's messages. */
  contentLanguage?: string;
};

export function testWorld(server: RunningServer, browser: Browser | undefined, options: WorldOptions) {
  const pageErrors = new Map<Page, string[]>();
  let keyCount = 0;
  const worldId = randomUUID().slice(0, 8);

  /** The whole envelope, whatever its code: for tests that check a refusal. */
  async function send<T>(method: string, path: string, body?: unknown, as?: Session): Promise<Envelope<T>> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.idempotencyKeyPrefix
          ? { 'Idempotency-Key': `${options.idempotencyKeyPrefix}-${worldId}-${keyCount++}` }
          : {}),
        // The dev routes answer this machine only, never a request a proxy forwarded.
        ...(path.startsWith('/dev/') ? {} : clientHeaders),
        ...(options.contentLanguage ? { 'Content-Language': options.contentLanguage } : {}),
        ...(as ? { Authorization: `Bearer ${as.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** The data of a call that must succeed; anything but code 200 throws with the server's message. */
  async function call<T>(method: string, path: string, body?: unknown, as?: Session): Promise<T> {
    const envelope = await send<T>(method, path, body, as);
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }

  async function signUp(email: string, userName: string): Promise<Session> {
    await call('POST', '/app/sms/sendMail', { email });
    const code = await outboxCode(server.baseUrl, email);
    return call<Session>('POST', '/app/emailRegister', {
      email,
      code,
      password: options.password,
      confirmPassword: options.password,
      agreeTerms: true,
      userName,
    });
  }

  async function signUpByPhone(phone: string, userName: string): Promise<Session> {
    await call('POST', '/app/sms/send', { areaCode: '+7', phone });
    const code = await outboxCode(server.baseUrl, `+7${phone}`);
    return call<Session>('POST', '/app/userPhoneRegister', {
      areaCode: '+7',
      phone,
      code,
      password: options.password,
      confirmPassword: options.password,
      agreeTerms: true,
      userName,
    });
  }

  /** Friends through the API: one asks, the other accepts. */
  async function befriend(from: Session, to: Session) {
    const { request } = await call<{ request: { requestId: number } }>(
      'POST',
      '/app/friend',
      { userId: to.userId },
      from,
    );
    await call('POST', '/app/friend/request/accept', { requestId: request.requestId }, to);
  }

  /** A text from one user to another through the API (a private chat made if new); answers the stored message. */
  async function sendText(from: Session, to: Session, text: string) {
    return call<{ msgUid: string }>(
      'POST',
      '/app/chat/message/send',
      {
        conversationType: 1,
        targetId: String(to.userId),
        objectName: 'RC:TxtMsg',
        content: { content: text },
        clientMsgId: randomUUID(),
      },
      from,
    );
  }

  /** Sets the user's 6-digit pay password (confirmed with the password the world signs up with). */
  async function setPayPassword(session: Session, payPassword: string) {
    await call(
      'PUT',
      '/app/user/updatePayPwd',
      { password: options.password, payPassword, confirmPayPassword: payPassword },
      session,
    );
  }

  /** Money for the test, as a reward through the ledger (the dev route; one credit per event id of this world). */
  async function credit(session: Session, currencyId: number, amount: string, eventId: string) {
    await call('POST', '/dev/wallet/credit', {
      userId: session.userId,
      currencyId,
      amount,
      eventId: `${worldId}:${eventId}`,
    });
  }

  /**
   * A phone already signed in as the user, in the given language (its clock set to `clockAt` if given; the
   * notifications question still to ask with `notificationsAsked: false`); its page errors are kept for errorsOf().
   */
  async function phoneOf(
    session: Session,
    lang: string,
    phone: { clockAt?: string; notificationsAsked?: boolean } = {},
  ): Promise<Page> {
    if (!browser) throw new Error('testWorld was made without a browser');
    const context = await phoneContext(browser, { notificationsAsked: phone.notificationsAsked });
    // `install` keeps time (and the app's timers) flowing from that instant.
    if (phone.clockAt) await context.clock.install({ time: new Date(phone.clockAt) });
    const { language: _language, ...stored } = session;
    await context.addInitScript(
      ([value, language]) => {
        localStorage.setItem('volna.session', value);
        localStorage.setItem('volna.lang', language);
      },
      [JSON.stringify({ state: { session: stored }, version: 0 }), lang] as const,
    );
    return watch(await context.newPage());
  }

  /** Watches another page (a second tab of a phone) so errorsOf() covers it too. */
  function watch(page: Page): Page {
    pageErrors.set(page, watchPageErrors(page));
    return page;
  }

  /** Uncaught errors of one phone, or of every phone made so far. */
  const errorsOf = (page?: Page): string[] =>
    page ? (pageErrors.get(page) ?? []) : [...pageErrors.values()].flat();

  /**
   * Opens an in-app page from the chat tab, as the app does: a fresh load outside the launch allow-list lands on dating.
   * With `ready` as a test id it waits for that element instead of the URL, pushing the route again up to 3 times;
   * as a function, it awaits that instead of the URL.
   */
  async function openInApp(page: Page, path: string, ready?: string | (() => Promise<unknown>)) {
    await page.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
    await page.waitForURL('**/pages/chat/Chat');
    await page.waitForLoadState('networkidle');
    const push = () =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/h5${path}`);
    if (typeof ready === 'function') {
      await push();
      await ready();
      return;
    }
    if (!ready) {
      await push();
      await page.waitForURL(`**${path.split('?')[0]}*`);
      return;
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await push();
      const opened = await page
        .getByTestId(ready)
        .first()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) return;
    }
    throw new Error(`${path} did not open (at ${page.url()})`);
  }

  /** POST /app/file/upload of one PNG as the app sends it; answers the file's URL. */
  async function upload(owner: Session, png: Buffer, filename = 'proof.png'): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), filename);
    const response = await fetch(`${server.baseUrl}/app/file/upload`, {
      method: 'POST',
      headers: { ...clientHeaders, Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const body = (await response.json()) as Envelope<{ url: string }>;
    if (body.code !== 200) throw new Error(`upload: ${body.code} ${body.msg}`);
    return body.data.url;
  }

  /**
   * Moves to an app page inside the running app, with the router's own history state so back works; loads the chat
   * tab first only when the phone is not in the app yet (keeping its state, unlike openInApp).
   */
  async function navigateInApp(page: Page, path: string) {
    if (!page.url().includes('/h5/')) {
      await page.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
      await page.waitForURL('**/pages/chat/Chat');
    }
    await page.evaluate((to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/h5${path}`);
    await page.waitForURL((address) => `${address.pathname}${address.search}` === `/h5${path}`);
  }

  return {
    send,
    call,
    signUp,
    signUpByPhone,
    befriend,
    sendText,
    setPayPassword,
    credit,
    upload,
    phoneOf,
    watch,
    errorsOf,
    openInApp,
    navigateInApp,
  };
}

export type TestWorld = ReturnType<typeof testWorld>;

/**
 * Every screen of a module in one language: each `[path, 'group.key']` opened in `page` shows its title (the key's
 * text in apps/web/src/locales/<lang>/<ns>.json) in the nav bar and no raw i18n key of the module anywhere.
 */
export async function expectScreensTitled(
  world: TestWorld,
  page: Page,
  { lang, ns, screens }: { lang: string; ns: string; screens: readonly (readonly [string, string])[] },
) {
  const texts = JSON.parse(
    readFileSync(join(repoRoot, `apps/web/src/locales/${lang}/${ns}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;
  for (const [path, key] of screens) {
    const [group, name] = key.split('.') as [string, string];
    await world.navigateInApp(page, path);
    await page
      .locator('.adm-nav-bar-title')
      .getByText(texts[group]![name]!, { exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('body').innerText()).not.toMatch(/vipDating:|blindBox:/);
  }
  await page.context().close();
}
