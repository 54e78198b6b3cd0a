import { ResultCode, USER_CODE_ALPHABET } from '@volna/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { AppError } from '../../http/errors.ts';
import { nextPhone, PASSWORD, rowOf, signUp } from './users.test-support.ts';
import { users } from './users.tables.ts';

const t = useTestApp();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.codeName : error),
  );

describe('accounts (service used by auth)', () => {
  it('creates a phone account with a default name, a public code, a colour and modifyFlag 0', async () => {
    const phone = nextPhone();
    const user = await t.app.services.users.createAccount({ areaCode: '+7', phone, password: PASSWORD });
    expect(user.userName).toBe(`user${phone.slice(-4)}`);
    expect(user.userCode).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{8}$`));
    expect([0, 1, 2, 3, 4]).toContain(user.avatarColorCode);
    expect(user.modifyFlag).toBe(0);
    expect(user.language).toBe('ru');
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(await t.app.services.users.findByPhone('+7', phone)).toEqual(user);
  });

  it('creates an e-mail account lowercased, named after the local part (at most 25 characters)', async () => {
    const user = await t.app.services.users.createAccount({
      email: 'A.Very.Long.Local.Part.Beyond.Limit@Example.COM',
      password: PASSWORD,
      avatarColorCode: 3,
      language: 'en',
    });
    expect(user.email).toBe('a.very.long.local.part.beyond.limit@example.com');
    expect(user.userName).toBe('a.very.long.local.part.be');
    expect(user.avatarColorCode).toBe(3);
    expect(user.language).toBe('en');
    expect(
      (await t.app.services.users.findByEmail('A.VERY.long.local.part.beyond.limit@example.com'))?.id,
    ).toBe(user.id);
  });

  it('refuses a taken phone or e-mail with accountExists, also when two sign-ups race', async () => {
    const phone = nextPhone();
    const { user } = await signUp(t, { areaCode: '+7', phone });
    expect(
      await refusal(t.app.services.users.createAccount({ areaCode: '+7', phone, password: PASSWORD })),
    ).toBe('accountExists');
    await signUp(t, { email: 'taken@example.com' });
    expect(
      await refusal(t.app.services.users.createAccount({ email: 'TAKEN@example.com', password: PASSWORD })),
    ).toBe('accountExists');

    const racePhone = nextPhone();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        refusal(t.app.services.users.createAccount({ areaCode: '+7', phone: racePhone, password: PASSWORD })),
      ),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.filter((r) => r === 'accountExists')).toHaveLength(2);
    expect(await rowOf(t, user.id)).toEqual(user);
  });

  it('verifies, changes and counts passwords', async () => {
    const { user } = await signUp(t);
    const users = t.app.services.users;
    expect(await users.verifyPassword(user, PASSWORD)).toBe(true);
    expect(await users.verifyPassword(user, 'wrong-password')).toBe(false);
    await users.setPassword(user.id, 'another-pass-2');
    const changed = await rowOf(t, user.id);
    expect(await users.verifyPassword(changed, PASSWORD)).toBe(false);
    expect(await users.verifyPassword(changed, 'another-pass-2')).toBe(true);
    expect(await users.reservePasswordLogin(user.id)).toEqual({ attempt: 1, failedBefore: 0 });
    expect(await users.reservePasswordLogin(user.id)).toEqual({ attempt: 2, failedBefore: 1 });
    const third = await users.reservePasswordLogin(user.id);
    expect(third).toEqual({ attempt: 3, failedBefore: 2 });
    // Login 4 was counted while login 3 was being checked; login 3's success wipes only what came before it.
    await users.reservePasswordLogin(user.id);
    await users.passwordLoginSucceeded(user.id, third.attempt);
    expect(users.failedLogins(await rowOf(t, user.id))).toBe(1);
    await users.resetFailedLogins(user.id);
    expect(users.failedLogins(await rowOf(t, user.id))).toBe(0);
  });

  it('changes e-mail and phone, refusing the current one (sameAddress) and another user’s (accountExists)', async () => {
    const users = t.app.services.users;
    const { user: me } = await signUp(t, { email: 'me.change@example.com' });
    const { user: other } = await signUp(t, { email: 'other.change@example.com' });
    expect(await refusal(users.changeEmail(me.id, 'ME.change@example.com'))).toBe('sameAddress');
    expect(await refusal(users.changeEmail(me.id, 'other.change@example.com'))).toBe('accountExists');
    expect(await rowOf(t, me.id)).toEqual(me);
    expect((await users.changeEmail(me.id, 'New.Me@example.com')).email).toBe('new.me@example.com');

    const phone = nextPhone();
    expect((await users.changePhone(me.id, '+7', phone)).phone).toBe(phone);
    expect(await refusal(users.changePhone(me.id, '+7', phone))).toBe('sameAddress');
    expect(await refusal(users.changePhone(other.id, '+7', phone))).toBe('accountExists');
    expect((await rowOf(t, other.id)).phone).toBeNull();
  });

  it('drops control characters from a chosen name and refuses them in an e-mail', async () => {
    const { user } = await signUp(t, { userName: 'nul\u0000name\n' });
    expect(user.userName).toBe('nulname');
    expect(
      await refusal(
        t.app.services.users.createAccount({ email: 'a\u0000b@example.com', password: PASSWORD }),
      ),
    ).toBe('emailFormat');
    expect(await t.app.services.users.findByEmail('a\u0000b@example.com')).toBeUndefined();
    expect(await refusal(t.app.services.users.changeEmail(user.id, 'c\u0000d@example.com'))).toBe(
      'emailFormat',
    );
  });

  it('presents the login fields with the display name', async () => {
    const { user } = await signUp(t, { userName: 'loginName' });
    expect(t.app.services.users.presentLogin(user)).toEqual({
      userId: user.id,
      userName: 'loginName',
      firstName: '',
      lastName: '',
      nickName: 'loginName',
      avatar: '',
      avatarCompress: '',
      avatarColorCode: user.avatarColorCode,
      language: 'ru',
    });
  });
});

describe('GET /app/user/info', () => {
  it('answers my whole record without any hash', async () => {
    const { user, token } = await signUp(t, { areaCode: '+7', phone: nextPhone() });
    const res = await t.call('GET', '/app/user/info', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: user.id,
      userCode: user.userCode,
      userPhone: user.phone,
      internationalAreaCode: '+7',
      email: '',
      phonePrivacy: 1,
      emailPrivacy: 0,
      codePrivacy: 2,
      findByPhonePrivacy: 2,
      staffRole: 0,
      hasPayPassword: false,
      nickName: `+7${user.phone}`,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
  });

  it('refuses without a token (401) and answers 4003 to a session replaced by a newer login', async () => {
    const none = await t.call('GET', '/app/user/info', { lang: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 401, msg: 'Please log in' });

    const { id, token: first } = await signUp(t);
    const { token: second } = await t.app.services.sessions.start(id, { userAgent: 't', ip: '1' });
    const revoked = await t.call('GET', '/app/user/info', { token: first, lang: 'en' });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: 4003, msg: 'You logged in on another device' });
    expect((await t.call('GET', '/app/user/info', { token: second })).status).toBe(200);
  });
});

describe('PUT /app/user', () => {
  it('updates names (modifyFlag 1), gender, privacy, flags and language', async () => {
    const { id, token } = await signUp(t);
    const res = await t.call('PUT', '/app/user', {
      token,
      body: {
        firstName: ' Иван ',
        lastName: 'Петров',
        gender: 1,
        phonePrivacy: 0,
        emailPrivacy: 2,
        codePrivacy: 1,
        findByPhonePrivacy: 1,
        confFlag: 0,
        msgFlag: 0,
        language: 'zh',
        avatar: '/files/avatars/a.png',
        avatarCompress: '/files/avatars/a_c.webp',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Иван',
      lastName: 'Петров',
      nickName: 'Иван Петров',
      modifyFlag: 1,
      gender: 1,
      phonePrivacy: 0,
      emailPrivacy: 2,
      codePrivacy: 1,
      findByPhonePrivacy: 1,
      confFlag: 0,
      msgFlag: 0,
      language: 'zh',
      avatar: '/files/avatars/a.png',
    });
    expect((await rowOf(t, id)).modifyFlag).toBe(1);
  });

  it('leaves modifyFlag 0 when no name is set', async () => {
    const { id, token } = await signUp(t);
    await t.call('PUT', '/app/user', { token, body: { gender: 2 } });
    expect((await rowOf(t, id)).modifyFlag).toBe(0);
  });

  it.each([
    ['userName', 'en', 'The name must be at most 25 characters'],
    ['firstName', 'zh', '名称不能超过 25 个字符'],
    ['lastName', 'ja', '名前は25文字以内にしてください'],
    ['userName', 'ru', 'Имя не длиннее 25 символов'],
  ])('refuses a 26-character %s with nameTooLong (%s) and changes nothing', async (field, lang, msg) => {
    const { id, token } = await signUp(t);
    const before = await rowOf(t, id);
    const res = await t.call('PUT', '/app/user', {
      token,
      lang,
      body: { [field]: 'a'.repeat(26), gender: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: ResultCode.nameTooLong, msg, data: null });
    expect(await rowOf(t, id)).toEqual(before);
  });

  it('accepts a 25-character name', async () => {
    const { token } = await signUp(t);
    const res = await t.call('PUT', '/app/user', { token, body: { userName: 'я'.repeat(25) } });
    expect(res.body.data.userName).toBe('я'.repeat(25));
  });

  it.each([
    ['avatar', 'https://evil.example.com/a.png'],
    ['avatar', '/files/../secret'],
    ['avatarCompress', 'javascript:alert(1)'],
    ['avatar', '/files/'],
  ])('refuses an avatar URL this server did not issue (%s = %s)', async (field, url) => {
    const { id, token } = await signUp(t);
    const before = await rowOf(t, id);
    const res = await t.call('PUT', '/app/user', { token, lang: 'en', body: { [field]: url } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: `Invalid value of field ${field}` });
    expect(await rowOf(t, id)).toEqual(before);
  });

  it.each([
    [{ phonePrivacy: 3 }, 'phonePrivacy'],
    [{ gender: 5 }, 'gender'],
    [{ language: 'fr' }, 'language'],
    [{ confFlag: 2 }, 'confFlag'],
    [{ avatarColorCode: 5 }, 'avatarColorCode'],
    [{ userName: '   ' }, 'userName'],
    [{ firstName: 'nul\u0000byte' }, 'firstName'],
    [{ userName: 'bell\u0007' }, 'userName'],
    [{ passwordHash: 'x' }, ''],
    [{ staffRole: 2 }, ''],
  ])('refuses bad input %j with 400 and changes nothing', async (body, field) => {
    const { id, token } = await signUp(t);
    const before = await rowOf(t, id);
    const res = await t.call('PUT', '/app/user', { token, lang: 'en', body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(field);
    expect(await rowOf(t, id)).toEqual(before);
  });
});

describe('PUT /app/user/updatePayPwd', () => {
  const url = '/app/user/updatePayPwd';

  it('stores a hashed 6-digit pay password after checking the login password', async () => {
    const { id, token } = await signUp(t);
    const res = await t.call('PUT', url, {
      token,
      body: { password: PASSWORD, payPassword: '123456', confirmPayPassword: '123456' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, data: null });
    const row = await rowOf(t, id);
    expect(row.payPasswordHash).toMatch(/^scrypt\$/);
    expect(row.payPasswordHash).not.toContain('123456');
    expect(await t.app.services.users.verifyPayPassword(id, '123456')).toBe(true);
    expect(await t.app.services.users.verifyPayPassword(id, '654321')).toBe(false);
    expect((await t.call('GET', '/app/user/info', { token })).body.data.hasPayPassword).toBe(true);
  });

  it.each([
    [{ payPassword: '12345', confirmPayPassword: '12345' }, 'en', 10017, 'The pay password is 6 digits'],
    [{ payPassword: '12a456', confirmPayPassword: '12a456' }, 'zh', 10017, '支付密码必须为 6 位数字'],
    [{ payPassword: '1234567', confirmPayPassword: '1234567' }, 'ru', 10017, 'Платёжный пароль — 6 цифр'],
    [{ payPassword: '123456', confirmPayPassword: '123457' }, 'ja', 10010, 'パスワードが一致しません'],
    [
      { payPassword: '123456', confirmPayPassword: '123456', password: 'not-my-password' },
      'en',
      10013,
      'Wrong login or password',
    ],
  ])('refuses %j with its code and changes nothing', async (body, lang, code, msg) => {
    const { id, token } = await signUp(t);
    const before = await rowOf(t, id);
    const res = await t.call('PUT', url, { token, lang, body: { password: PASSWORD, ...body } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code, msg, data: null });
    // Only a wrong login password leaves a trace: it counts as a failed password check, as at login.
    const counted = 'password' in body ? 1 : 0;
    expect(await rowOf(t, id)).toEqual({ ...before, loginAttempts: before.loginAttempts + counted });
  });

  it('refuses a missing login password with 400', async () => {
    const { token } = await signUp(t);
    const res = await t.call('PUT', url, {
      token,
      body: { payPassword: '123456', confirmPayPassword: '123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});

describe('GET /app/user/isCustomer', () => {
  it('answers false for a customer and true for customer service and platform administrators', async () => {
    const { token } = await signUp(t);
    expect((await t.call('GET', '/app/user/isCustomer', { token })).body.data).toBe(false);
    for (const role of [1, 2]) {
      const staff = await signUp(t);
      await t.db.update(users).set({ staffRole: role }).where(eq(users.id, staff.id));
      const res = await t.call('GET', '/app/user/isCustomer', { token: staff.token });
      expect(res.body).toMatchObject({ success: true, data: true });
      expect(await t.app.services.users.isStaff(staff.id)).toBe(true);
    }
    expect(await t.app.services.users.isStaff((await signUp(t)).id)).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents every user route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/app/user/info',
      '/app/user/{id}',
      '/app/user/batchInfo',
      '/app/user/search',
      '/app/user/list',
      '/app/user',
      '/app/user/updatePayPwd',
      '/app/user/isCustomer',
      '/app/blockUser/list',
      '/app/blockUser',
      '/app/blockUser/{id}',
      '/app/blockUser/checkHaveBeenBlocked',
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
