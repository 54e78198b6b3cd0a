import { CODE_RESEND_SECONDS, ResultCode, SESSION_TTL_DAYS } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { guardAnswer, PASSWORD, sendMail, sendSms, signUpByEmail, signUpByPhone } from './auth.test-kit.ts';

const t = useTestApp();

const PAST_GUARD = ResultCode.inviteInvalid;
const login = async (phone: string) =>
  (
    await t.call('POST', '/app/passwordLogin', {
      body: { phone, areaCode: '+7', password: PASSWORD, agreeTerms: true },
    })
  ).body.data as { token: string; rongToken: string };

describe('sessions', () => {
  it('admits a live token', async () => {
    const me = await signUpByPhone(t);
    expect((await guardAnswer(t, me.token)).code).toBe(PAST_GUARD);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const me = await signUpByPhone(t);
    expect(await guardAnswer(t, undefined)).toEqual({ status: 401, code: 401, msg: 'Please log in' });
    expect((await guardAnswer(t, 'not-a-jwt')).code).toBe(401);
    // A token signed with another secret, and the messaging token in place of the API token.
    const [head, body] = me.token.split('.');
    expect((await guardAnswer(t, `${head}.${body}.${'A'.repeat(43)}`)).code).toBe(401);
    expect((await guardAnswer(t, me.rongToken)).code).toBe(401);
    const bad = await t.call('POST', '/app/logout', { headers: { authorization: 'Basic abc' }, lang: 'ru' });
    expect(bad.body).toMatchObject({ code: 401, msg: 'Требуется вход в систему' });
  });

  it('a login elsewhere forces the older session offline with 4003', async () => {
    const me = await signUpByPhone(t);
    const second = await login(me.phone);
    expect(await guardAnswer(t, me.token)).toEqual({
      status: 401,
      code: ResultCode.loggedInElsewhere,
      msg: 'You logged in on another device',
    });
    const ru = await t.call('POST', '/app/logout', { token: me.token });
    expect(ru.body).toMatchObject({ code: 4003, msg: 'Вы вошли на другом устройстве' });
    expect((await guardAnswer(t, second.token)).code).toBe(PAST_GUARD);
    // An SMS login revokes too.
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, me.phone);
    await t.call('POST', '/app/smsLogin', {
      body: { phone: me.phone, areaCode: '+7', code, agreeTerms: true },
    });
    expect((await guardAnswer(t, second.token)).code).toBe(ResultCode.loggedInElsewhere);
  });

  it('an expired session answers 4002', async () => {
    const me = await signUpByEmail(t);
    t.clock.advance(SESSION_TTL_DAYS * 86_400_000 - 1000);
    expect((await guardAnswer(t, me.token)).code).toBe(PAST_GUARD);
    t.clock.advance(2000);
    expect(await guardAnswer(t, me.token)).toEqual({
      status: 401,
      code: ResultCode.sessionExpired,
      msg: 'Session expired, please log in again',
    });
    // A fresh login works again.
    const code = await sendMail(t, me.email);
    const res = await t.call('POST', '/app/emailLogin', {
      body: { email: me.email, code, agreeTerms: true },
    });
    expect((await guardAnswer(t, res.body.data.token)).code).toBe(PAST_GUARD);
  });

  it('logout revokes the session: its next request gets 401, other accounts are untouched', async () => {
    const me = await signUpByPhone(t);
    const other = await signUpByPhone(t);
    const res = await t.call('POST', '/app/logout', { token: me.token });
    expect(res.body).toEqual({ success: true, code: 200, msg: 'Успешно', data: null });
    expect(await guardAnswer(t, me.token)).toEqual({ status: 401, code: 401, msg: 'Please log in' });
    expect((await t.call('POST', '/app/logout', { token: me.token })).status).toBe(401);
    expect((await guardAnswer(t, other.token)).code).toBe(PAST_GUARD);
  });
});
