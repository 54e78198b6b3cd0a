import { CODE_RESEND_SECONDS, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import {
  countRows,
  freshChinesePhone,
  freshEmail,
  freshPhone,
  PASSWORD,
  phoneRegisterBody,
  sendMail,
  sendSms,
  signUpByPhone,
} from './auth.test-kit.ts';

const t = useTestApp();

/** Posts a sign-up that must be refused; checks its answer and that no account appeared. */
async function refusedSignUp(
  body: Record<string, unknown>,
  code: number,
  msg: string,
  url = '/app/userPhoneRegister',
) {
  const users = await countRows(t, 'users');
  const sessions = await countRows(t, 'sessions');
  const res = await t.call('POST', url, { body, lang: 'en' });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.body).toEqual({ success: false, code, msg, data: null });
  expect(await countRows(t, 'users')).toBe(users);
  expect(await countRows(t, 'sessions')).toBe(sessions);
}

describe('sign-up by phone', () => {
  it('creates the account and logs it in', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const res = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(phone, code, { userName: 'Анна', avatarColorCode: 3 }),
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userName: 'Анна',
      avatarColorCode: 3,
      nickName: 'Анна',
      language: 'en',
    });
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.rongToken).toEqual(expect.any(String));
    expect(res.body.data.userId).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
    const registered = await t.call('POST', '/app/loadUserByPhonenumber', {
      body: { phone, areaCode: '+7' },
    });
    expect(registered.body.data).toEqual({ registered: true });
  });

  it('keeps the name typed at sign-up and shows it instead of the phone (issue 30)', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    const res = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(phone, code, { firstName: ' Анна ', lastName: 'Петрова' }),
      lang: 'en',
    });
    expect(res.body.data).toMatchObject({ firstName: 'Анна', lastName: 'Петрова' });
    const me = await t.call('GET', '/app/user/info', { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ firstName: 'Анна', lastName: 'Петрова', modifyFlag: 1 });
    // Without a name the account stays unnamed (modifyFlag 0): the spec's phone display is for it alone.
    const other = freshPhone();
    const unnamed = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(other, await sendSms(t, other)),
    });
    const them = await t.call('GET', '/app/user/info', { token: unnamed.body.data.token });
    expect(them.body.data).toMatchObject({ firstName: '', modifyFlag: 0 });
  });

  it('refuses an empty first name, changing nothing', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    await refusedSignUp(
      phoneRegisterBody(phone, code, { firstName: '   ' }),
      ResultCode.firstNameRequired,
      'Enter your first name',
    );
  });

  it('accepts a +86 phone and stores the national number', async () => {
    const phone = freshChinesePhone();
    const code = await sendSms(t, phone, '+86');
    const res = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(phone, code, { areaCode: '+86' }),
    });
    expect(res.body.code).toBe(200);
    const found = await t.call('GET', '/app/loadUserByPhonenumber', { query: { phone, areaCode: '+86' } });
    expect(found.body.data).toEqual({ registered: true });
    const other = await t.call('GET', '/app/loadUserByPhonenumber', {
      query: { phone: freshChinesePhone(), areaCode: '+86' },
    });
    expect(other.body.data).toEqual({ registered: false });
  });

  it('refuses a password shorter than 8', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    await refusedSignUp(
      phoneRegisterBody(phone, code, { password: 'short7!', confirmPassword: 'short7!' }),
      ResultCode.passwordTooShort,
      'The password must have at least 8 characters',
    );
    const ru = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(phone, code, { password: 'short7!', confirmPassword: 'short7!' }),
    });
    expect(ru.body.msg).toBe('Пароль должен содержать не менее 8 символов');
  });

  it('refuses two different password entries', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    await refusedSignUp(
      phoneRegisterBody(phone, code, { confirmPassword: `${PASSWORD}x` }),
      ResultCode.passwordsDiffer,
      'The passwords do not match',
    );
    // The code was not spent by the refused tries.
    expect(
      (await t.call('POST', '/app/userPhoneRegister', { body: phoneRegisterBody(phone, code) })).body.code,
    ).toBe(200);
  });

  it('refuses when the terms are not accepted', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    for (const agreeTerms of [false, undefined, 'yes'])
      await refusedSignUp(
        phoneRegisterBody(phone, code, { agreeTerms }),
        ResultCode.termsNotAccepted,
        'Please accept the terms of use',
      );
  });

  it('refuses a 26-character user name and a bad colour code', async () => {
    const phone = freshPhone();
    const code = await sendSms(t, phone);
    await refusedSignUp(
      phoneRegisterBody(phone, code, { userName: 'x'.repeat(26) }),
      ResultCode.nameTooLong,
      'The name must be at most 25 characters',
    );
    await refusedSignUp(
      phoneRegisterBody(phone, code, { avatarColorCode: 5 }),
      ResultCode.badRequest,
      'Invalid value of field avatarColorCode',
    );
    const ok = await t.call('POST', '/app/userPhoneRegister', {
      body: phoneRegisterBody(phone, code, { userName: 'y'.repeat(25) }),
    });
    expect(ok.body.data.userName).toBe('y'.repeat(25));
  });

  it('refuses a bad phone for either area code', async () => {
    await refusedSignUp(phoneRegisterBody('12345', '123456'), ResultCode.phoneFormat, 'format incorrect');
    await refusedSignUp(
      phoneRegisterBody('1381234567', '123456', { areaCode: '+86' }),
      ResultCode.phoneFormat,
      'format incorrect',
    );
  });

  it('refuses to register the same phone twice and keeps the new code unspent', async () => {
    const { phone } = await signUpByPhone(t);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const code = await sendSms(t, phone);
    await refusedSignUp(
      phoneRegisterBody(phone, code),
      ResultCode.accountExists,
      'This account is already registered',
    );
    // The same phone written with the trunk prefix is the same account.
    await refusedSignUp(
      phoneRegisterBody(`8${phone}`, code),
      ResultCode.accountExists,
      'This account is already registered',
    );
    const login = await t.call('POST', '/app/smsLogin', {
      body: { phone, areaCode: '+7', code, agreeTerms: true },
    });
    expect(login.body.code).toBe(200);
  });
});

describe('sign-up by e-mail', () => {
  it('creates the account, case-insensitively unique', async () => {
    const email = freshEmail();
    const code = await sendMail(t, email);
    const body = {
      email: email.toUpperCase(),
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
    };
    const res = await t.call('POST', '/app/emailRegister', { body });
    expect(res.body.code).toBe(200);
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    const again = await sendMail(t, email);
    await refusedSignUp(
      { ...body, email, code: again },
      ResultCode.accountExists,
      'This account is already registered',
      '/app/emailRegister',
    );
  });

  it('refuses a bad e-mail, short or mismatched passwords, terms not accepted', async () => {
    const email = freshEmail();
    const code = await sendMail(t, email);
    const base = { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true };
    const url = '/app/emailRegister';
    await refusedSignUp({ ...base, email: 'a@b' }, ResultCode.emailFormat, 'E-mail format incorrect', url);
    await refusedSignUp(
      { ...base, password: '1234567', confirmPassword: '1234567' },
      ResultCode.passwordTooShort,
      'The password must have at least 8 characters',
      url,
    );
    await refusedSignUp(
      { ...base, confirmPassword: 'different-1' },
      ResultCode.passwordsDiffer,
      'The passwords do not match',
      url,
    );
    await refusedSignUp(
      { ...base, agreeTerms: false },
      ResultCode.termsNotAccepted,
      'Please accept the terms of use',
      url,
    );
    await refusedSignUp(
      { ...base, code: '000000' === code ? '000001' : '000000' },
      ResultCode.codeWrong,
      'Wrong code',
      url,
    );
  });

  it('refuses a missing body field by naming it', async () => {
    const res = await t.call('POST', '/app/emailRegister', {
      body: { email: freshEmail(), code: '123456', password: PASSWORD, agreeTerms: true },
      lang: 'en',
    });
    expect(res.body).toMatchObject({
      code: ResultCode.badRequest,
      msg: 'Invalid value of field confirmPassword',
    });
  });
});
