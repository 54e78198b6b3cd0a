import type { CaptchaChallenge } from '@volna/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

// Shared steps of the auth and account tests: fresh addresses, codes read from the dev outbox, sign-ups.

let counter = 0;
const next = () => ++counter + Math.floor(Math.random() * 1000) * 1000;

/** A valid Russian mobile number (national form) not used before in this test file. */
export const freshPhone = () => `916${String(next()).padStart(7, '0')}`;
/** A valid Chinese mobile number (national form). */
export const freshChinesePhone = () => `138${String(next()).padStart(8, '0')}`;
export const freshEmail = () => `user${next()}@example.com`;
/** Each test sends from its own address, so the per-IP hourly limit of one test never trips another. */
export const freshIp = () => `10.1.${Math.floor(next() / 250) % 250}.${(next() % 250) + 1}`;

export const PASSWORD = 'correct-horse-1';

/** A valid `/app/userPhoneRegister` body (+7) with the given fields overridden. */
export const phoneRegisterBody = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
  phone,
  areaCode: '+7',
  code,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeTerms: true,
  ...extra,
});

/** The latest code the outbox holds for a phone (`+7…`) or e-mail. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const res = await t.call('GET', '/dev/outbox', { query: { to } });
  expect(res.status).toBe(200);
  const code = res.body.data[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

export async function sendSms(t: TestApp, phone: string, areaCode = '+7', ip = freshIp()) {
  const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode }, ip });
  expect(res.body.code).toBe(200);
  return lastCode(t, `${areaCode}${phone}`);
}

export async function sendMail(t: TestApp, email: string, ip = freshIp()) {
  const res = await t.call('POST', '/app/sms/sendMail', { body: { email }, ip });
  expect(res.body.code).toBe(200);
  return lastCode(t, email.toLowerCase());
}

/** A new account signed up by phone; answers the login data (token, userId, ...). */
export async function signUpByPhone(t: TestApp, phone = freshPhone(), extra: Record<string, unknown> = {}) {
  const code = await sendSms(t, phone);
  const res = await t.call('POST', '/app/userPhoneRegister', { body: phoneRegisterBody(phone, code, extra) });
  expect(res.body.code).toBe(200);
  return { ...res.body.data, phone } as { token: string; rongToken: string; userId: number; phone: string };
}

export async function signUpByEmail(t: TestApp, email = freshEmail()) {
  const code = await sendMail(t, email);
  const res = await t.call('POST', '/app/emailRegister', {
    body: { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true },
  });
  expect(res.body.code).toBe(200);
  return { ...res.body.data, email } as { token: string; userId: number; email: string };
}

export async function countRows(
  t: TestApp,
  table: 'users' | 'sessions' | 'invite_records' | 'verification_codes',
) {
  const [row] = await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

/**
 * The code a token gets from an endpoint behind the auth guard: 401/4002/4003 when refused; past the guard, binding
 * an inviter who does not exist answers inviteInvalid and changes nothing.
 */
export async function guardAnswer(t: TestApp, token: string | undefined) {
  const res = await t.call('POST', '/app/invite/record/bind', {
    token,
    body: { inviterId: 2_147_483_647, type: 1 },
    lang: 'en',
  });
  return { status: res.status, code: res.body.code as number, msg: res.body.msg as string };
}

/** Solves a captcha challenge as the browser does (altcha-lib's solver), answering the login's `captcha` field. */
export async function solveCaptcha(challenge: CaptchaChallenge) {
  const solution = await solveChallenge({ challenge: { parameters: challenge }, deriveKey });
  expect(solution).not.toBeNull();
  return `${solution!.counter}:${solution!.derivedKey}`;
}

/** A fresh challenge for the account, solved: the `uuid` and `captcha` a login sends. */
export async function solvedCaptcha(t: TestApp, account: Record<string, string>, ip = freshIp()) {
  const res = await t.call('GET', '/captchaImage', { query: account, ip });
  expect(res.body.code).toBe(200);
  return { uuid: res.body.data.uuid as string, captcha: await solveCaptcha(res.body.data.challenge) };
}
