import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_TTL_SECONDS,
  CODE_RESEND_SECONDS,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import {
  countRows,
  freshEmail,
  freshPhone,
  PASSWORD,
  sendMail,
  sendSms,
  signUpByEmail,
  signUpByPhone,
} from './auth.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passwordLogin = (body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', '/app/passwordLogin', { body: { agreeTerms: true, ...body }, lang });

async function captchaAnswer(uuid: string) {
  const [row] = await queryRows<{ answer: string }>(
    t.db,
    sql`select answer from captchas where uuid = ${uuid}`,
  );
  return row!.answer;
}

async function failedLogins(userId: number) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select failed_login_count as n from users where id = ${userId}`,
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

  it(`asks for a captcha after ${CAPTCHA_AFTER_FAILED_LOGINS} failed logins, and success resets the count`, async () => {
    const me = await signUpByPhone(t);
    const account = { phone: me.phone, areaCode: '+7' };
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++)
      expect((await passwordLogin({ ...account, password: 'wrong-password' })).body.code).toBe(
        ResultCode.wrongPassword,
      );
    expect(await failedLogins(me.userId)).toBe(CAPTCHA_AFTER_FAILED_LOGINS);

    // Even the right password now needs the picture.
    const sessions = await countRows(t, 'sessions');
    const required = await passwordLogin({ ...account, password: PASSWORD });
    expect(required.body).toEqual({
      success: false,
      code: ResultCode.captchaRequired,
      msg: 'Enter the code from the picture',
      data: null,
    });
    expect((await passwordLogin({ ...account, password: PASSWORD }, 'ru')).body.msg).toBe(
      'Введите код с картинки',
    );

    const picture = await t.call('GET', '/captchaImage', { query: account });
    expect(picture.body.data.captchaEnabled).toBe(true);
    expect(picture.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(picture.body.data.img.split(',')[1], 'base64').toString()).toContain('<svg');
    const { uuid } = picture.body.data;
    const answer = await captchaAnswer(uuid);

    const wrongPicture = await passwordLogin({ ...account, password: PASSWORD, uuid, captcha: `${answer}x` });
    expect(wrongPicture.body).toMatchObject({ code: ResultCode.captchaWrong, msg: 'Wrong picture code' });
    // A picture answers once: the right answer after a wrong one is refused too.
    const reused = await passwordLogin({ ...account, password: PASSWORD, uuid, captcha: answer });
    expect(reused.body.code).toBe(ResultCode.captchaWrong);
    expect(await countRows(t, 'sessions')).toBe(sessions);

    // A right picture with a wrong password still counts as a failed login.
    const second = (await t.call('GET', '/captchaImage', { query: account })).body.data.uuid;
    const badPassword = await passwordLogin({
      ...account,
      password: 'wrong-password',
      uuid: second,
      captcha: await captchaAnswer(second),
    });
    expect(badPassword.body.code).toBe(ResultCode.wrongPassword);
    expect(await failedLogins(me.userId)).toBe(CAPTCHA_AFTER_FAILED_LOGINS + 1);

    const third = (await t.call('GET', '/captchaImage', { query: account })).body.data.uuid;
    const upper = (await captchaAnswer(third)).toUpperCase();
    const ok = await passwordLogin({ ...account, password: PASSWORD, uuid: third, captcha: upper });
    expect(ok.body.code).toBe(200);
    expect(await failedLogins(me.userId)).toBe(0);
    expect((await t.call('GET', '/captchaImage', { query: account })).body.data.captchaEnabled).toBe(false);
    expect((await passwordLogin({ ...account, password: PASSWORD })).body.code).toBe(200);
  });

  it('refuses an expired or unknown captcha', async () => {
    const me = await signUpByEmail(t);
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++)
      await passwordLogin({ email: me.email, password: 'wrong-password' });
    const { uuid } = (await t.call('GET', '/captchaImage', { query: { email: me.email } })).body.data;
    const answer = await captchaAnswer(uuid);
    t.clock.advance(CAPTCHA_TTL_SECONDS * 1000 + 1);
    const expired = await passwordLogin({ email: me.email, password: PASSWORD, uuid, captcha: answer });
    expect(expired.body.code).toBe(ResultCode.captchaWrong);
    const unknown = await passwordLogin({
      email: me.email,
      password: PASSWORD,
      uuid: 'nope',
      captcha: 'abcd',
    });
    expect(unknown.body.code).toBe(ResultCode.captchaWrong);
    const missingAnswer = await passwordLogin({ email: me.email, password: PASSWORD, uuid });
    expect(missingAnswer.body.code).toBe(ResultCode.captchaRequired);
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
      const res = await t.call('GET', '/captchaImage', { query });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ captchaEnabled: false, uuid: expect.any(String) });
    }
  });
});
