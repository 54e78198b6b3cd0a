import { randomInt } from 'node:crypto';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_CHALLENGES_PER_IP,
  CODE_RESEND_SECONDS,
  PASSWORD_LOGIN_FAILURES_PER_ACCOUNT,
  PASSWORD_LOGIN_FAILURES_PER_IP,
  PASSWORD_LOGIN_WINDOW_SECONDS,
  PHONE_LOOKUP_WINDOW_SECONDS,
  PHONE_LOOKUPS_PER_IP,
  ResultCode,
} from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/harness.ts';
import {
  countRows,
  freshEmail,
  freshIp,
  PASSWORD,
  sendSms,
  signUpByEmail,
  signUpByPhone,
  solvedCaptcha,
} from './auth.test-kit.ts';

// Issue 17: the guards of password login hold when the guesses come all at once, and are rate-limited.

const t = useTestApp();

type Answer = Awaited<ReturnType<TestApp['call']>>;

const login = (body: Record<string, unknown>, ip: string, lang = 'en') =>
  t.call('POST', '/app/passwordLogin', { body: { agreeTerms: true, ...body }, ip, lang });

/** A 429 that names the wait in its message (in the asked language) and in Retry-After. */
function expectLimited(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.raw.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body).toEqual({
    success: false,
    code: ResultCode.tooManyAttempts,
    msg: `Too many attempts. Try again in ${seconds} s`,
    data: null,
  });
  return seconds;
}

const codesOf = (answers: Answer[]) => answers.map((answer) => answer.body.code as number);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('failed-login counting under concurrency', () => {
  it('40 logins at once (39 wrong, the right one): at most 3 are checked without the robot check, then it is asked', async () => {
    const me = await signUpByPhone(t);
    const account = { phone: me.phone, areaCode: '+7' };
    const passwords = Array<string>(39).fill('wrong-password');
    const right = randomInt(40);
    passwords.splice(right, 0, PASSWORD);
    const sessions = await countRows(t, 'sessions');

    // From 40 addresses, so that only the account's own counts decide.
    const codes = codesOf(
      await Promise.all(passwords.map((password, i) => login({ ...account, password }, `10.9.0.${i + 1}`))),
    );

    const allowed: number[] = [
      200,
      ResultCode.wrongPassword,
      ResultCode.captchaRequired,
      ResultCode.tooManyAttempts,
    ];
    expect(codes.filter((code) => !allowed.includes(code))).toEqual([]);
    // A password was checked only for the first logins counted; the right one got in only if it was among them.
    expect(count(codes, 200) + count(codes, ResultCode.wrongPassword)).toBeLessThanOrEqual(
      CAPTCHA_AFTER_FAILED_LOGINS,
    );
    expect([200, ResultCode.captchaRequired, ResultCode.tooManyAttempts]).toContain(codes[right]);
    expect(await countRows(t, 'sessions')).toBe(sessions + count(codes, 200));
    // And the account's limit cut the burst at its size.
    expect(codes.length - count(codes, ResultCode.tooManyAttempts)).toBe(PASSWORD_LOGIN_FAILURES_PER_ACCOUNT);

    // The failures after it keep the check asked for, in the next window too.
    t.clock.advance(PASSWORD_LOGIN_WINDOW_SECONDS * 1000);
    expect((await login({ ...account, password: PASSWORD }, freshIp())).body.code).toBe(
      ResultCode.captchaRequired,
    );
    expect(
      (await t.call('GET', '/captchaImage', { query: account, ip: freshIp() })).body.data.captchaEnabled,
    ).toBe(true);
    const checked = await login(
      { ...account, password: PASSWORD, ...(await solvedCaptcha(t, account)) },
      freshIp(),
    );
    expect(checked.body.code).toBe(200);
  });
});

describe('password-login rate limits', () => {
  it(`30 failed logins at once from one address: ${PASSWORD_LOGIN_FAILURES_PER_IP} are answered, the rest get 429 with the wait`, async () => {
    const from = freshIp();
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signUpByEmail(t)));
    const bodies = Array.from({ length: 30 }, (_, i) =>
      i < 10
        ? { email: accounts[i % 5]!.email, password: 'wrong-password' }
        : { email: freshEmail(), password: PASSWORD },
    );
    const answers = await Promise.all(bodies.map((body) => login(body, from)));
    const codes = codesOf(answers);
    expect(count(codes, ResultCode.tooManyAttempts)).toBe(30 - PASSWORD_LOGIN_FAILURES_PER_IP);
    expect(count(codes, ResultCode.wrongPassword) + count(codes, ResultCode.accountNotFound)).toBe(
      PASSWORD_LOGIN_FAILURES_PER_IP,
    );
    for (const answer of answers.filter((a) => a.status === 429))
      expectLimited(answer, PASSWORD_LOGIN_WINDOW_SECONDS);

    // The address is refused before any account is looked up: the right password too, and in every language.
    const refused = await login({ email: accounts[0]!.email, password: PASSWORD }, from, 'ru');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(
      `Слишком много попыток. Повторите через ${refused.raw.headers['retry-after']} с`,
    );
    const zh = await login({ email: accounts[0]!.email, password: PASSWORD }, from, 'zh');
    expect(zh.body.msg).toBe(`尝试次数过多，请在 ${zh.raw.headers['retry-after']} 秒后重试`);
    // Another address is not affected.
    expect((await login({ email: accounts[0]!.email, password: PASSWORD }, freshIp())).body.code).toBe(200);
    // Once the wait is over, the address may try again.
    const wait = expectLimited(await login({ email: accounts[1]!.email, password: PASSWORD }, from), 900);
    t.clock.advance(wait * 1000);
    expect((await login({ email: accounts[1]!.email, password: PASSWORD }, from)).body.code).toBe(200);
  });

  it('counts failures only: successful logins from one address give their count back', async () => {
    const from = freshIp();
    const me = await signUpByEmail(t);
    for (let i = 0; i < PASSWORD_LOGIN_FAILURES_PER_IP + 5; i++)
      expect((await login({ email: me.email, password: PASSWORD }, from)).body.code).toBe(200);
    expect((await login({ email: freshEmail(), password: PASSWORD }, from)).body.code).toBe(
      ResultCode.accountNotFound,
    );
  });

  it('counts an IPv6 client by its /64', async () => {
    const me = await signUpByEmail(t);
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:1`;
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_LOGIN_FAILURES_PER_IP + 1 }, (_, i) =>
        login({ email: freshEmail(), password: PASSWORD }, `${prefix}::${(i + 1).toString(16)}`),
      ),
    );
    expect(count(codesOf(answers), ResultCode.tooManyAttempts)).toBe(1);
    expect((await login({ email: me.email, password: PASSWORD }, `${prefix}:ffff::1`)).status).toBe(429);
    expect(
      (await login({ email: me.email, password: PASSWORD }, `${prefix.replace(/1$/, '2')}::1`)).body.code,
    ).toBe(200);
  });

  it(`limits one account to ${PASSWORD_LOGIN_FAILURES_PER_ACCOUNT} failed logins across any number of addresses; its owner still logs in by code`, async () => {
    const me = await signUpByPhone(t);
    const account = { phone: me.phone, areaCode: '+7' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login({ ...account, password: 'wrong-password' }, freshIp())),
    );
    const codes = codesOf(answers);
    expect(count(codes, ResultCode.tooManyAttempts)).toBe(30 - PASSWORD_LOGIN_FAILURES_PER_ACCOUNT);
    expect(count(codes, ResultCode.wrongPassword)).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILED_LOGINS);
    for (const answer of answers.filter((a) => a.status === 429))
      expectLimited(answer, PASSWORD_LOGIN_WINDOW_SECONDS);

    // The right password with a solved check from a new address waits too...
    const captcha = await solvedCaptcha(t, account);
    const waiting = await login({ ...account, password: PASSWORD, ...captcha }, freshIp());
    const wait = expectLimited(waiting, PASSWORD_LOGIN_WINDOW_SECONDS);
    // ...but a code login is not a password guess.
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, me.phone);
    const bySms = await t.call('POST', '/app/smsLogin', { body: { ...account, code, agreeTerms: true } });
    expect(bySms.body.code).toBe(200);

    t.clock.advance(wait * 1000);
    const after = await login(
      { ...account, password: PASSWORD, ...(await solvedCaptcha(t, account)) },
      freshIp(),
    );
    expect(after.body.code).toBe(200);
  });
});

describe('account enumeration', () => {
  it(`answers ${PHONE_LOOKUPS_PER_IP} loadUserByPhonenumber look-ups per address, GET and POST together, then 429`, async () => {
    const from = freshIp();
    const me = await signUpByPhone(t);
    const lookUp = (i: number, ip = from) =>
      i % 2
        ? t.call('GET', '/app/loadUserByPhonenumber', {
            query: { phone: me.phone, areaCode: '+7' },
            ip,
            lang: 'en',
          })
        : t.call('POST', '/app/loadUserByPhonenumber', {
            body: { phone: me.phone, areaCode: '+7' },
            ip,
            lang: 'en',
          });
    const answers = await Promise.all(Array.from({ length: PHONE_LOOKUPS_PER_IP + 5 }, (_, i) => lookUp(i)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(PHONE_LOOKUPS_PER_IP);
    expect(answers.filter((answer) => answer.body.data?.registered === true)).toHaveLength(
      PHONE_LOOKUPS_PER_IP,
    );
    for (const answer of answers.filter((a) => a.status === 429))
      expectLimited(answer, PHONE_LOOKUP_WINDOW_SECONDS);
    expect((await lookUp(0, freshIp())).body.data).toEqual({ registered: true });
    t.clock.advance(PHONE_LOOKUP_WINDOW_SECONDS * 1000);
    expect((await lookUp(1)).body.code).toBe(200);
  });

  it(`makes ${CAPTCHA_CHALLENGES_PER_IP} challenges per address a window, then 429`, async () => {
    const from = freshIp();
    const answers = [];
    for (let i = 0; i <= CAPTCHA_CHALLENGES_PER_IP; i++)
      answers.push(await t.call('GET', '/captchaImage', { ip: from, lang: 'en' }));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(CAPTCHA_CHALLENGES_PER_IP);
    expect(answers.at(-1)!.status).toBe(429);
    expect((await t.call('GET', '/captchaImage', { ip: freshIp() })).body.code).toBe(200);
  });
});
