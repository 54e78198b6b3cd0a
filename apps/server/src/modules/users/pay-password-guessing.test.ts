import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  PASSWORD_LOGIN_FAILURES_PER_ACCOUNT,
  PASSWORD_LOGIN_WINDOW_SECONDS,
  ResultCode,
} from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { PASSWORD, rowOf, signUp } from './users.test-support.ts';

// Issue 17: PUT /app/user/updatePayPwd checks the login password. A stolen token must not buy unlimited guesses at
// it there: its failures count and are limited exactly as a password login's (users/password-check.ts).

const t = useTestApp();

const WRONG = 'not-my-password';
const changePayPassword = (token: string, password: string, payPassword = '123456') =>
  t.call('PUT', '/app/user/updatePayPwd', {
    token,
    lang: 'en',
    body: { password, payPassword, confirmPayPassword: payPassword },
  });
const login = (phone: string, password: string, ip: string) =>
  t.call('POST', '/app/passwordLogin', {
    ip,
    body: { areaCode: '+7', phone, password, agreeTerms: true },
  });

describe('guessing the login password through PUT /app/user/updatePayPwd', () => {
  it(`30 wrong passwords at once: ${PASSWORD_LOGIN_FAILURES_PER_ACCOUNT} are checked, the rest get 429 with the wait; they count as failed logins`, async () => {
    const { user, token, id } = await signUp(t);

    const answers = await Promise.all(Array.from({ length: 30 }, () => changePayPassword(token, WRONG)));

    const codes = answers.map((answer) => answer.body.code as number);
    expect(codes.filter((code) => code === ResultCode.wrongPassword)).toHaveLength(
      PASSWORD_LOGIN_FAILURES_PER_ACCOUNT,
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(30 - PASSWORD_LOGIN_FAILURES_PER_ACCOUNT);
    for (const answer of limited) {
      const seconds = Number(answer.raw.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(PASSWORD_LOGIN_WINDOW_SECONDS);
      expect(answer.body).toEqual({
        success: false,
        code: ResultCode.tooManyAttempts,
        msg: `Too many attempts. Try again in ${seconds} s`,
        data: null,
      });
    }
    // Every checked guess is a failed password check of the account, as a wrong login is.
    expect(t.app.services.users.failedLogins(await rowOf(t, id))).toBe(PASSWORD_LOGIN_FAILURES_PER_ACCOUNT);
    expect((await rowOf(t, id)).payPasswordHash).toBeNull();

    // The limit is the account's, wherever the password is asked: the right one is refused now here and at login.
    expect((await changePayPassword(token, PASSWORD)).status).toBe(429);
    expect((await login(user.phone!, PASSWORD, '10.77.0.1')).status).toBe(429);
    expect((await rowOf(t, id)).payPasswordHash).toBeNull();

    // Once the window is over: the failures still ask a password login for the robot check...
    t.clock.advance(PASSWORD_LOGIN_WINDOW_SECONDS * 1000);
    expect(PASSWORD_LOGIN_FAILURES_PER_ACCOUNT).toBeGreaterThanOrEqual(CAPTCHA_AFTER_FAILED_LOGINS);
    expect((await login(user.phone!, PASSWORD, '10.77.0.2')).body.code).toBe(ResultCode.captchaRequired);
    // ...and the right password sets the pay password, wiping the failures before it, as a successful login does.
    expect((await changePayPassword(token, PASSWORD)).body.code).toBe(200);
    expect(await t.app.services.users.verifyPayPassword(id, '123456')).toBe(true);
    expect(t.app.services.users.failedLogins(await rowOf(t, id))).toBe(0);
  });

  it('failures at login and here add up to one limit per account', async () => {
    const { user, token } = await signUp(t);
    const half = PASSWORD_LOGIN_FAILURES_PER_ACCOUNT / 2;
    // Failed logins first (from as many addresses, so only the account's count decides); past the robot-check
    // threshold they are refused for the missing check, which still counts.
    for (let i = 0; i < half; i++)
      expect((await login(user.phone!, WRONG, `10.78.0.${i + 1}`)).status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: half + 3 }, () => changePayPassword(token, WRONG)),
    );
    const codes = answers.map((answer) => answer.body.code as number);
    expect(codes.filter((code) => code === ResultCode.wrongPassword)).toHaveLength(half);
    expect(codes.filter((code) => code === ResultCode.tooManyAttempts)).toHaveLength(3);
  });

  it('right passwords give their count back: changing the pay password many times is never limited', async () => {
    const { token } = await signUp(t);
    for (let i = 0; i < PASSWORD_LOGIN_FAILURES_PER_ACCOUNT + 2; i++)
      expect((await changePayPassword(token, PASSWORD, String(100_000 + i))).body.code).toBe(200);
  });
});
