import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_POW_ALGORITHM,
  CAPTCHA_POW_COST,
  CAPTCHA_TTL_SECONDS,
  CODE_RESEND_SECONDS,
  PASSWORD_LOGIN_WINDOW_SECONDS,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import {
  countRows,
  freshEmail,
  freshIp,
  freshPhone,
  PASSWORD,
  sendMail,
  sendSms,
  signUpByEmail,
  signUpByPhone,
  solveCaptcha,
  solvedCaptcha,
} from './auth.test-kit.ts';

const t = useTestApp();

// Each test logs in from its own address, so the per-IP limit of one test never trips another.
let ip = freshIp();
beforeEach(() => {
  ip = freshIp();
});

const passwordLogin = (body: Record<string, unknown>, lang = 'en', from = ip) =>
  t.call('POST', '/app/passwordLogin', { body: { agreeTerms: true, ...body }, lang, ip: from });

async function failedLogins(userId: number) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select login_attempts - login_attempts_cleared as n from users where id = ${userId}`,
  );
  return row!.n;
}

describe('code logins', () => {
  it('logs in by SMS code with the login fields', async () => {
    const me = await signUpByPhone(t, freshPhone(), { userName: 'Oleg', avatarColorCode: 2 });
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, me.phone);
    const res = await t.call('POST', '/app/smsLogin', {
      body: { phone: me.phone, areaCode: '+7', code, agreeTerms: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: me.userId,
      userName: 'Oleg',
      nickName: 'Oleg',
      avatarColorCode: 2,
    });
    expect(res.body.data.token).not.toBe(me.token);
  });

  it('logs in by e-mail code', async () => {
    const me = await signUpByEmail(t);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendMail(t, me.email);
    const res = await t.call('POST', '/app/emailLogin', {
      body: { email: me.email, code, agreeTerms: true },
    });
    expect(res.body.data.userId).toBe(me.userId);
  });

  it('answers accountNotFound for an unregistered address and keeps the code for the sign-up', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const sessions = await countRows(t, 'sessions');
    const res = await t.call('POST', '/app/smsLogin', {
      body: { phone, areaCode: '+7', code, agreeTerms: true },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: ResultCode.accountNotFound,
      msg: 'This phone or e-mail is not registered',
      data: null,
    });
    expect(await countRows(t, 'sessions')).toBe(sessions);
    const email = freshEmail();
    const mailCode = await sendMail(t, email);
    const mail = await t.call('POST', '/app/emailLogin', {
      body: { email, code: mailCode, agreeTerms: true },
    });
    expect(mail.body).toMatchObject({
      code: ResultCode.accountNotFound,
      msg: 'Номер или e-mail не зарегистрирован',
    });
    const signUp = await t.call('POST', '/app/userPhoneRegister', {
      body: { phone, areaCode: '+7', code, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true },
    });
    // The refused login did not spend the code: the sign-up the web then offers uses it.
    expect(signUp.body.code).toBe(200);
  });

  it('refuses a code login without the terms', async () => {
    const me = await signUpByPhone(t);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, me.phone);
    const sessions = await countRows(t, 'sessions');
    const res = await t.call('POST', '/app/smsLogin', {
      body: { phone: me.phone, areaCode: '+7', code, agreeTerms: false },
      lang: 'en',
    });
    expect(res.body).toMatchObject({
      code: ResultCode.termsNotAccepted,
      msg: 'Please accept the terms of use',
    });
    const mail = await t.call('POST', '/app/emailLogin', { body: { email: freshEmail(), code } });
    expect(mail.body).toMatchObject({
      code: ResultCode.termsNotAccepted,
      msg: 'Примите пользовательское соглашение',
    });
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });
});

describe('password login', () => {
  it('logs in by phone or e-mail and password', async () => {
    const byPhone = await signUpByPhone(t);
    const res = await passwordLogin({ phone: byPhone.phone, areaCode: '+7', password: PASSWORD });
    expect(res.body.data.userId).toBe(byPhone.userId);
    const byMail = await signUpByEmail(t);
    const mail = await passwordLogin({ email: byMail.email.toUpperCase(), password: PASSWORD });
    expect(mail.body.data.userId).toBe(byMail.userId);
  });

  it('refuses a wrong password, an unknown account, a missing address and missing terms', async () => {
    const me = await signUpByPhone(t);
    const sessions = await countRows(t, 'sessions');
    const wrong = await passwordLogin({ phone: me.phone, areaCode: '+7', password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      code: ResultCode.wrongPassword,
      msg: 'Wrong login or password',
      data: null,
    });
    const ru = await passwordLogin({ phone: me.phone, areaCode: '+7', password: 'wrong-password' }, 'ru');
    expect(ru.body.msg).toBe('Неверный логин или пароль');
    const unknown = await passwordLogin({ email: freshEmail(), password: PASSWORD });
    expect(unknown.body.code).toBe(ResultCode.accountNotFound);
    const none = await passwordLogin({ password: PASSWORD });
    expect(none.body).toMatchObject({ code: ResultCode.phoneFormat, msg: 'format incorrect' });
    const terms = await passwordLogin({
      phone: me.phone,
      areaCode: '+7',
      password: PASSWORD,
      agreeTerms: false,
    });
    expect(terms.body.code).toBe(ResultCode.termsNotAccepted);
    expect(await countRows(t, 'sessions')).toBe(sessions);
  });

  it(`asks for the robot check after ${CAPTCHA_AFTER_FAILED_LOGINS} failed logins, and success resets the count`, async () => {
    const me = await signUpByPhone(t);
    const account = { phone: me.phone, areaCode: '+7' };
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++)
      expect((await passwordLogin({ ...account, password: 'wrong-password' })).body.code).toBe(
        ResultCode.wrongPassword,
      );
    expect(await failedLogins(me.userId)).toBe(CAPTCHA_AFTER_FAILED_LOGINS);

    // Even the right password now needs the check.
    const sessions = await countRows(t, 'sessions');
    const required = await passwordLogin({ ...account, password: PASSWORD });
    expect(required.body).toEqual({
      success: false,
      code: ResultCode.captchaRequired,
      msg: 'Please confirm you are not a robot',
      data: null,
    });
    expect((await passwordLogin({ ...account, password: PASSWORD }, 'ru')).body.msg).toBe(
      'Подтвердите, что вы не робот',
    );

    // GET /captchaImage keeps its shape (captchaEnabled, uuid, img) and carries the proof-of-work challenge.
    const asked = await t.call('GET', '/captchaImage', { query: account, ip });
    expect(asked.body.data).toMatchObject({
      captchaEnabled: true,
      uuid: expect.any(String),
      img: '',
      challenge: {
        algorithm: CAPTCHA_POW_ALGORITHM,
        cost: CAPTCHA_POW_COST,
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
        salt: expect.stringMatching(/^[0-9a-f]+$/),
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      },
    });
    expect(asked.body.data.challenge).not.toHaveProperty('keySignature');
    const { uuid } = asked.body.data;
    const solution = await solveCaptcha(asked.body.data.challenge);

    // A right check with a wrong password still counts as a failed login.
    const badPassword = await passwordLogin({
      ...account,
      password: 'wrong-password',
      uuid,
      captcha: solution,
    });
    expect(badPassword.body.code).toBe(ResultCode.wrongPassword);
    // A challenge answers once: its right solution again is refused.
    const reused = await passwordLogin({ ...account, password: PASSWORD, uuid, captcha: solution });
    expect(reused.body).toMatchObject({
      code: ResultCode.captchaWrong,
      msg: 'The robot check failed or expired, try again',
    });
    expect(await countRows(t, 'sessions')).toBe(sessions);

    const ok = await passwordLogin({
      ...account,
      password: PASSWORD,
      ...(await solvedCaptcha(t, account, ip)),
    });
    expect(ok.body.code).toBe(200);
    expect(await failedLogins(me.userId)).toBe(0);
    expect((await t.call('GET', '/captchaImage', { query: account, ip })).body.data.captchaEnabled).toBe(
      false,
    );
    expect((await passwordLogin({ ...account, password: PASSWORD })).body.code).toBe(200);
  });

  it('refuses a forged, malformed, expired or unknown solution', async () => {
    const me = await signUpByEmail(t);
    const account = { email: me.email };
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++)
      await passwordLogin({ ...account, password: 'wrong-password' });
    const login = (extra: Record<string, unknown>) =>
      passwordLogin({ ...account, password: PASSWORD, ...extra });

    const first = await solvedCaptcha(t, account, ip);
    const [counter, key] = first.captcha.split(':') as [string, string];
    const second = (await t.call('GET', '/captchaImage', { query: account, ip })).body.data;
    const forgeries = [
      // the first challenge's solution for the second one
      { uuid: second.uuid, captcha: first.captcha },
      // a guessed counter with the key it should give
      { uuid: (await solvedCaptcha(t, account, ip)).uuid, captcha: `${Number(counter) + 1}:${key}` },
      // the right counter with a made-up key
      { uuid: (await solvedCaptcha(t, account, ip)).uuid, captcha: `${counter}:${'0'.repeat(64)}` },
      { uuid: first.uuid.replace(/.$/, '0'), captcha: first.captcha },
      { uuid: 'nope', captcha: '1:ab' },
      { uuid: (await solvedCaptcha(t, account, ip)).uuid, captcha: 'abcd' },
    ];
    for (const forged of forgeries) expect((await login(forged)).body.code).toBe(ResultCode.captchaWrong);
    // The forgeries used up their challenges; the first one was untouched, so its own solution still passes.
    expect((await login(first)).body.code).toBe(200);

    // A new rate-limit window, so that the account's limit does not answer first.
    t.clock.advance(PASSWORD_LOGIN_WINDOW_SECONDS * 1000);
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++)
      await passwordLogin({ ...account, password: 'wrong-password' });
    const late = await solvedCaptcha(t, account, ip);
    t.clock.advance(CAPTCHA_TTL_SECONDS * 1000 + 1);
    expect((await login(late)).body.code).toBe(ResultCode.captchaWrong);
    const missingAnswer = await login({ uuid: late.uuid });
    expect(missingAnswer.body.code).toBe(ResultCode.captchaRequired);
    expect(await countRows(t, 'sessions')).toBeGreaterThan(0);
  });

  it('answers captchaEnabled false for an unnamed, unknown or healthy account', async () => {
    const me = await signUpByPhone(t);
    const queries: (Record<string, string> | undefined)[] = [
      undefined,
      { email: freshEmail() },
      { phone: me.phone, areaCode: '+7' },
      { phone: '1', areaCode: '+7' },
    ];
    for (const query of queries) {
      const res = await t.call('GET', '/captchaImage', { query, ip });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ captchaEnabled: false, uuid: expect.any(String) });
    }
  });
});
