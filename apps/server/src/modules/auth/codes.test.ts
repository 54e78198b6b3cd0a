import {
  CAPTCHA_TTL_SECONDS,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_SENDS_PER_HOUR_PER_IP,
  CODE_SENDS_PER_HOUR_PER_TARGET,
  CODE_TTL_SECONDS,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import {
  countRows,
  freshChinesePhone,
  freshEmail,
  freshIp,
  freshPhone,
  lastCode,
  phoneRegisterBody,
  sendMail,
  sendSms,
  signUpByPhone,
} from './auth.test-kit.ts';

const t = useTestApp();

const register = (phone: string, code: string) =>
  t.call('POST', '/app/userPhoneRegister', { body: phoneRegisterBody(phone, code), lang: 'en' });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending codes', () => {
  it('sends a 6-digit SMS code to the outbox and keeps only its hash', async () => {
    const phone = freshPhone();
    const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 200, msg: 'Успешно', data: null });
    const code = await lastCode(t, `+7${phone}`);
    const rows = await queryRows<{ code_hash: string; expires_at: Date; created_at: Date }>(
      t.db,
      sql`select code_hash, expires_at, created_at from verification_codes where target = ${`+7${phone}`}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(
      CODE_TTL_SECONDS * 1000,
    );
  });

  it('writes the message in the caller language', async () => {
    const phone = freshPhone();
    await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, lang: 'zh', ip: freshIp() });
    const res = await t.call('GET', '/dev/outbox', { query: { to: `+7${phone}` } });
    expect(res.body.data[0].text).toContain('验证码');
    const email = freshEmail();
    await t.call('POST', '/app/sms/sendMail', { body: { email }, lang: 'en', ip: freshIp() });
    const mail = await t.call('GET', '/dev/outbox', { query: { to: email } });
    expect(mail.body.data[0]).toMatchObject({ channel: 'email', to: email });
    expect(mail.body.data[0].text).toContain(`Your Volna code: ${mail.body.data[0].code}`);
  });

  it('reads the outbox by +7…, 7… (a + lost in the query) or a mixed-case e-mail, latest first', async () => {
    const phone = freshPhone();
    const first = await sendSms(t, phone);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const second = await sendSms(t, phone);
    for (const to of [`+7${phone}`, `7${phone}`, ` 7${phone}`]) {
      const res = await t.call('GET', '/dev/outbox', { query: { to } });
      expect(res.body.data.map((e: { code: string }) => e.code)).toEqual([second, first]);
    }
    const email = freshEmail();
    const code = await sendMail(t, email.toUpperCase());
    expect(await lastCode(t, email.toUpperCase())).toBe(code);
  });

  it('refuses a resend within 60 s with the seconds left, and sends nothing', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await sendSms(t, phone, '+7', ip);
    t.clock.advance(20_500);
    const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip, lang: 'en' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      success: false,
      code: ResultCode.codeResendTooSoon,
      msg: 'You can resend in 40 s',
    });
    const ru = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip });
    expect(ru.body.msg).toBe('Повторная отправка через 40 с');
    const outbox = await t.call('GET', '/dev/outbox', { query: { to: `+7${phone}` } });
    expect(outbox.body.data).toHaveLength(1);
    t.clock.advance(40_000);
    await sendSms(t, phone, '+7', ip);
  });

  it('limits sends per phone per hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < CODE_SENDS_PER_HOUR_PER_TARGET; i++) {
      await sendSms(t, phone);
      t.clock.advance(CODE_RESEND_SECONDS * 1000);
    }
    const before = await countRows(t, 'verification_codes');
    const res = await t.call('POST', '/app/sms/send', {
      body: { phone, areaCode: '+7' },
      ip: freshIp(),
      lang: 'en',
    });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: ResultCode.codeSendLimit,
      msg: 'Code sending limit reached, try again in an hour',
    });
    expect(await countRows(t, 'verification_codes')).toBe(before);
    t.clock.advance(3_600_000);
    await sendSms(t, phone);
  });

  it('limits sends per e-mail per hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < CODE_SENDS_PER_HOUR_PER_TARGET; i++) {
      await sendMail(t, email);
      t.clock.advance(CODE_RESEND_SECONDS * 1000);
    }
    const res = await t.call('POST', '/app/sms/sendMail', { body: { email }, ip: freshIp() });
    expect(res.body).toMatchObject({
      code: ResultCode.codeSendLimit,
      msg: 'Превышен лимит отправки кодов, попробуйте через час',
    });
  });

  it('limits sends per IP per hour, whatever the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_SENDS_PER_HOUR_PER_IP; i++) await sendSms(t, freshPhone(), '+7', ip);
    const phone = freshPhone();
    const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(ResultCode.codeSendLimit);
    const mail = await t.call('POST', '/app/sms/sendMail', { body: { email: freshEmail() }, ip });
    expect(mail.body.code).toBe(ResultCode.codeSendLimit);
    const outbox = await t.call('GET', '/dev/outbox', { query: { to: `+7${phone}` } });
    expect(outbox.body.data).toEqual([]);
    // Another IP is not affected.
    await sendSms(t, phone);
  });

  it('holds the per-phone limit under parallel sends', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip: freshIp() }),
      ),
    );
    const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([
      200,
      ResultCode.codeResendTooSoon,
      ResultCode.codeResendTooSoon,
      ResultCode.codeResendTooSoon,
    ]);
  });

  it.each([
    ['+7', '12345'],
    ['+7', '1234567890'],
    ['+7', 'abcdefghij'],
    ['+86', '12345678'],
    ['+86', '1381234567'],
    ['+86', '138123456789'],
  ])('refuses the phone %s %s as "format incorrect"', async (areaCode, phone) => {
    const before = await countRows(t, 'verification_codes');
    const en = await t.call('POST', '/app/sms/send', {
      body: { phone, areaCode },
      lang: 'en',
      ip: freshIp(),
    });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      success: false,
      code: ResultCode.phoneFormat,
      msg: 'format incorrect',
      data: null,
    });
    const ru = await t.call('POST', '/app/sms/send', { body: { phone, areaCode }, ip: freshIp() });
    expect(ru.body.msg).toBe('Неверный формат');
    expect(await countRows(t, 'verification_codes')).toBe(before);
  });

  it('accepts a +86 mobile number', async () => {
    const phone = freshChinesePhone();
    expect(await sendSms(t, phone, '+86')).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown area code, a missing phone and a bad e-mail', async () => {
    const area = await t.call('POST', '/app/sms/send', {
      body: { phone: '9161234567', areaCode: '+1' },
      lang: 'en',
    });
    expect(area.body).toMatchObject({ code: ResultCode.phoneFormat, msg: 'format incorrect' });
    const missing = await t.call('POST', '/app/sms/send', { body: { areaCode: '+7' } });
    expect(missing.body.code).toBe(ResultCode.phoneFormat);
    const mail = await t.call('POST', '/app/sms/sendMail', { body: { email: 'not-an-email' }, lang: 'en' });
    expect(mail.body).toMatchObject({ code: ResultCode.emailFormat, msg: 'E-mail format incorrect' });
  });
});

describe('keeping the table small', () => {
  it('sweeps codes older than a day on a later send', async () => {
    const phone = freshPhone();
    await sendSms(t, phone);
    const rowsOf = async (target: string) =>
      (await queryRows(t.db, sql`select id from verification_codes where target = ${target}`)).length;
    expect(await rowsOf(`+7${phone}`)).toBe(1);
    t.clock.advance(23 * 3_600_000);
    await sendSms(t, freshPhone());
    expect(await rowsOf(`+7${phone}`)).toBe(1);
    t.clock.advance(2 * 3_600_000);
    await sendSms(t, freshPhone());
    expect(await rowsOf(`+7${phone}`)).toBe(0);
  });

  it('sweeps expired captchas when a new one is made', async () => {
    const first = (await t.call('GET', '/captchaImage')).body.data.uuid;
    const exists = async (uuid: string) =>
      (await queryRows(t.db, sql`select uuid from captchas where uuid = ${uuid}`)).length === 1;
    t.clock.advance(CAPTCHA_TTL_SECONDS * 1000 + 1);
    expect(await exists(first)).toBe(true);
    const second = (await t.call('GET', '/captchaImage')).body.data.uuid;
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);
  });
});

describe('using codes', () => {
  it('refuses a wrong code, then accepts the right one once', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const users = await countRows(t, 'users');
    const wrong = await register(phone, wrongOf(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, code: ResultCode.codeWrong, msg: 'Wrong code', data: null });
    expect(await countRows(t, 'users')).toBe(users);
    expect((await register(phone, code)).body.code).toBe(200);
    // Used up: a second use of the same code is wrong.
    const again = await t.call('POST', '/app/smsLogin', {
      body: { phone, areaCode: '+7', code, agreeTerms: true },
    });
    expect(again.body).toMatchObject({ code: ResultCode.codeWrong, msg: 'Неверный код' });
  });

  it('refuses a code when none was sent', async () => {
    const res = await register(freshPhone(), '123456');
    expect(res.body.code).toBe(ResultCode.codeWrong);
  });

  it('refuses a non-numeric or short code as wrong', async () => {
    const phone = freshPhone();
    await sendSms(t, phone);
    for (const code of ['12345', 'abcdef', '1234567'])
      expect((await register(phone, code)).body.code).toBe(ResultCode.codeWrong);
  });

  it('refuses an expired code and creates nothing', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    t.clock.advance(CODE_TTL_SECONDS * 1000 + 1);
    const users = await countRows(t, 'users');
    const res = await register(phone, code);
    expect(res.body).toEqual({
      success: false,
      code: ResultCode.codeExpired,
      msg: 'The code has expired, request a new one',
      data: null,
    });
    expect(await countRows(t, 'users')).toBe(users);
  });

  it(`voids a code after ${CODE_MAX_WRONG_TRIES} wrong tries, even for the right code afterwards`, async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const answers: number[] = [];
    for (let i = 0; i < CODE_MAX_WRONG_TRIES; i++)
      answers.push((await register(phone, wrongOf(code))).body.code);
    expect(answers).toEqual([
      ...Array(CODE_MAX_WRONG_TRIES - 1).fill(ResultCode.codeWrong),
      ResultCode.codeVoided,
    ]);
    const right = await register(phone, code);
    expect(right.body).toMatchObject({
      code: ResultCode.codeVoided,
      msg: 'Too many wrong tries, request a new code',
    });
    expect(
      (await t.call('GET', '/app/loadUserByPhonenumber', { query: { phone, areaCode: '+7' } })).body.data,
    ).toEqual({
      registered: false,
    });
    // A new code after the resend pause works.
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    expect((await register(phone, await sendSms(t, phone))).body.code).toBe(200);
  });

  it('only the latest code counts', async () => {
    const phone = freshPhone();
    const first = await sendSms(t, phone);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const second = await sendSms(t, phone);
    if (first !== second) expect((await register(phone, first)).body.code).toBe(ResultCode.codeWrong);
    expect((await register(phone, second)).body.code).toBe(200);
  });

  it('lets only one of two parallel logins use a code', async () => {
    const { phone } = await signUpByPhone(t);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, phone);
    const body = { phone, areaCode: '+7', code, agreeTerms: true };
    const answers = await Promise.all([
      t.call('POST', '/app/smsLogin', { body }),
      t.call('POST', '/app/smsLogin', { body }),
      t.call('POST', '/app/smsLogin', { body }),
    ]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([
      200,
      ResultCode.codeWrong,
      ResultCode.codeWrong,
    ]);
  });

  it('binds a code to its address: a code sent to one phone does not open another', async () => {
    const { phone: other } = await signUpByPhone(t);
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const res = await t.call('POST', '/app/smsLogin', {
      body: { phone: other, areaCode: '+7', code, agreeTerms: true },
    });
    expect(res.body.code).toBe(ResultCode.codeWrong);
  });
});
