import { CODE_RESEND_SECONDS, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import {
  freshChinesePhone,
  freshEmail,
  freshPhone,
  guardAnswer,
  PASSWORD,
  sendMail,
  sendSms,
  signUpByEmail,
  signUpByPhone,
} from './auth.test-kit.ts';

const t = useTestApp();

const NEW_PASSWORD = 'brand-new-secret-2';
const pause = () => t.clock.advance(CODE_RESEND_SECONDS * 1000);

async function addressOf(userId: number) {
  const [row] = await queryRows<{ email: string | null; area_code: string | null; phone: string | null }>(
    t.db,
    sql`select email, area_code, phone from users where id = ${userId}`,
  );
  return row!;
}
const passwordLogin = (body: Record<string, unknown>) =>
  t.call('POST', '/app/passwordLogin', { body: { ...body, agreeTerms: true } });

describe('forgotPassword', () => {
  it('sets a new password by code and ends every session', async () => {
    const me = await signUpByPhone(t);
    pause();
    const code = await sendSms(t, me.phone);
    const res = await t.call('POST', '/app/forgotPassword', {
      body: { phone: me.phone, areaCode: '+7', code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.body).toEqual({ success: true, code: 200, msg: 'Успешно', data: null });
    expect((await guardAnswer(t, me.token)).code).toBe(401);
    expect((await passwordLogin({ phone: me.phone, areaCode: '+7', password: PASSWORD })).body.code).toBe(
      ResultCode.wrongPassword,
    );
    expect((await passwordLogin({ phone: me.phone, areaCode: '+7', password: NEW_PASSWORD })).body.code).toBe(
      200,
    );
  });

  it('works by e-mail, and clears the captcha requirement', async () => {
    const me = await signUpByEmail(t);
    for (let i = 0; i < 3; i++) await passwordLogin({ email: me.email, password: 'wrong-password' });
    pause();
    const code = await sendMail(t, me.email);
    const res = await t.call('POST', '/app/forgotPassword', {
      body: { email: me.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.body.code).toBe(200);
    expect((await passwordLogin({ email: me.email, password: NEW_PASSWORD })).body.code).toBe(200);
  });

  it('refuses bad input and leaves the password as it was', async () => {
    const me = await signUpByPhone(t);
    pause();
    const code = await sendSms(t, me.phone);
    const base = {
      phone: me.phone,
      areaCode: '+7',
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...base, password: 'short', confirmPassword: 'short' },
        ResultCode.passwordTooShort,
        'The password must have at least 8 characters',
      ],
      [
        { ...base, confirmPassword: 'something-else' },
        ResultCode.passwordsDiffer,
        'The passwords do not match',
      ],
      [{ ...base, code: code === '111111' ? '222222' : '111111' }, ResultCode.codeWrong, 'Wrong code'],
      [
        { ...base, phone: freshPhone() },
        ResultCode.accountNotFound,
        'This phone or e-mail is not registered',
      ],
      [{ ...base, phone: '123' }, ResultCode.phoneFormat, 'format incorrect'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await t.call('POST', '/app/forgotPassword', { body, lang: 'en' });
      expect(res.body).toEqual({ success: false, code, msg, data: null });
    }
    expect((await guardAnswer(t, me.token)).code).toBe(ResultCode.inviteInvalid);
    expect((await passwordLogin({ phone: me.phone, areaCode: '+7', password: PASSWORD })).body.code).toBe(
      200,
    );
  });
});

describe('changeEmail', () => {
  it('needs a code sent to the new address', async () => {
    const me = await signUpByPhone(t);
    const email = freshEmail();
    const code = await sendMail(t, email);
    const res = await t.call('POST', '/app/changeEmail', {
      token: me.token,
      body: { email: email.toUpperCase(), code },
    });
    expect(res.body.code).toBe(200);
    expect((await addressOf(me.userId)).email).toBe(email);
    expect((await passwordLogin({ email, password: PASSWORD })).body.data.userId).toBe(me.userId);
  });

  it('refuses a code of another address, the own address, a taken one, and no login', async () => {
    const me = await signUpByEmail(t);
    const other = await signUpByEmail(t);
    const email = freshEmail();
    pause();
    const codeToOld = await sendMail(t, me.email);
    const refused = async (
      body: Record<string, unknown>,
      token: string | undefined,
      code: number,
      msg: string,
    ) => {
      const res = await t.call('POST', '/app/changeEmail', { token, body, lang: 'en' });
      expect(res.body).toEqual({ success: false, code, msg, data: null });
      expect((await addressOf(me.userId)).email).toBe(me.email);
    };
    await refused({ email, code: codeToOld }, me.token, ResultCode.codeWrong, 'Wrong code');
    await refused(
      { email: me.email, code: codeToOld },
      me.token,
      ResultCode.sameAddress,
      'This is your current address',
    );
    pause();
    const codeToOther = await sendMail(t, other.email);
    await refused(
      { email: other.email, code: codeToOther },
      me.token,
      ResultCode.accountExists,
      'This account is already registered',
    );
    const codeToNew = await sendMail(t, email);
    await refused({ email, code: codeToNew }, undefined, 401, 'Please log in');
    await refused(
      { email: 'bad', code: codeToNew },
      me.token,
      ResultCode.emailFormat,
      'E-mail format incorrect',
    );
    // The refused tries left the new address's code usable.
    expect(
      (await t.call('POST', '/app/changeEmail', { token: me.token, body: { email, code: codeToNew } })).body
        .code,
    ).toBe(200);
  });
});

describe('changeUserPhone', () => {
  it('needs a code sent to the new phone', async () => {
    const me = await signUpByEmail(t);
    const phone = freshChinesePhone();
    const code = await sendSms(t, phone, '+86');
    const res = await t.call('POST', '/app/changeUserPhone', {
      token: me.token,
      body: { phone, areaCode: '+86', code },
    });
    expect(res.body.code).toBe(200);
    expect(await addressOf(me.userId)).toMatchObject({ area_code: '+86', phone });
    const registered = await t.call('GET', '/app/loadUserByPhonenumber', {
      query: { phone, areaCode: '+86' },
    });
    expect(registered.body.data).toEqual({ registered: true });
  });

  it('refuses the old phone code, the own phone, a taken phone, bad format', async () => {
    const me = await signUpByPhone(t);
    const other = await signUpByPhone(t);
    const phone = freshPhone();
    pause();
    const codeToOld = await sendSms(t, me.phone);
    const refused = async (body: Record<string, unknown>, code: number, msg: string) => {
      const res = await t.call('POST', '/app/changeUserPhone', { token: me.token, body, lang: 'en' });
      expect(res.body).toEqual({ success: false, code, msg, data: null });
      expect(await addressOf(me.userId)).toMatchObject({ area_code: '+7', phone: me.phone });
    };
    await refused({ phone, areaCode: '+7', code: codeToOld }, ResultCode.codeWrong, 'Wrong code');
    await refused(
      { phone: me.phone, areaCode: '+7', code: codeToOld },
      ResultCode.sameAddress,
      'This is your current address',
    );
    pause();
    const codeToOther = await sendSms(t, other.phone);
    await refused(
      { phone: other.phone, areaCode: '+7', code: codeToOther },
      ResultCode.accountExists,
      'This account is already registered',
    );
    await refused(
      { phone: '99', areaCode: '+7', code: codeToOther },
      ResultCode.phoneFormat,
      'format incorrect',
    );
    const unauth = await t.call('POST', '/app/changeUserPhone', {
      body: { phone, areaCode: '+7', code: codeToOld },
    });
    expect(unauth.status).toBe(401);
  });
});

describe('loadUserByPhonenumber', () => {
  it('answers registered by GET and POST, refuses a bad phone', async () => {
    const me = await signUpByPhone(t);
    expect(
      (await t.call('GET', '/app/loadUserByPhonenumber', { query: { phone: me.phone, areaCode: '+7' } })).body
        .data,
    ).toEqual({
      registered: true,
    });
    expect(
      (await t.call('POST', '/app/loadUserByPhonenumber', { body: { phone: freshPhone(), areaCode: '+7' } }))
        .body.data,
    ).toEqual({
      registered: false,
    });
    const bad = await t.call('GET', '/app/loadUserByPhonenumber', {
      query: { phone: '000', areaCode: '+7' },
      lang: 'en',
    });
    expect(bad.body).toMatchObject({ code: ResultCode.phoneFormat, msg: 'format incorrect' });
  });
});
