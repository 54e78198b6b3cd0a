import { CurrencyId, ResultCode as C } from '@volna/contracts';
import { multipart } from '../harness.ts';
import { freshEmail, freshPhone, newKey, PASSWORD } from './fixtures.ts';
import { type Cell, denied, na, open, own, type Row } from './matrix.ts';

// System, files, sign-up and login, the invite binding and the /dev helpers (which exist only with DEV_TOOLS=1).

/** A fresh account with a phone, for the login cells (a login ends the account's other sessions). */
async function phoneAccount(c: Cell) {
  const phone = freshPhone();
  await c.t.app.services.users.createAccount({ areaCode: '+7', phone, password: PASSWORD });
  return phone;
}

async function emailAccount(c: Cell) {
  const email = freshEmail();
  await c.t.app.services.users.createAccount({ email, password: PASSWORD });
  return email;
}

export const publicRows: Row[] = [
  {
    method: 'POST',
    path: '/im/userVisit/add',
    request: () => ({ url: '/im/userVisit/add', body: { pageName: 'home' } }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/app/appUpdate/info',
    request: () => ({ url: '/app/appUpdate/info' }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/app/system/map',
    scenario:
      'the map tile and geocoder addresses the place picker uses: public, as the app shows a place signed out too',
    request: () => ({ url: '/app/system/map' }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/app/system/config/configKey/:key',
    request: (c) => ({ url: `/app/system/config/configKey/${c.f.configKey}` }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/file/upload',
    request: () => {
      const { payload, contentType } = multipart(
        Buffer.from('matrix file'),
        'note.txt',
        'file',
        'text/plain',
      );
      return { url: '/app/file/upload', payload, headers: { 'content-type': contentType } };
    },
    expect: own(),
  },
  {
    method: 'GET',
    path: '/files/*',
    scenario: 'A’s upload by its unguessable address',
    request: (c) => ({ url: new URL(c.f.fileUrl, 'http://volna.test').pathname }),
    // The key holds a random uuid: whoever has the address may fetch it, as with any chat attachment link.
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/sms/send',
    request: () => ({ url: '/app/sms/send', body: { phone: freshPhone(), areaCode: '+7' } }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/sms/sendMail',
    request: () => ({ url: '/app/sms/sendMail', body: { email: freshEmail() } }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/userPhoneRegister',
    request: async (c) => {
      const phone = freshPhone();
      const code = await c.f.codeFor({ phone });
      return {
        url: '/app/userPhoneRegister',
        body: {
          phone,
          areaCode: '+7',
          code,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          agreeTerms: true,
        },
      };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/emailRegister',
    request: async (c) => {
      const email = freshEmail();
      const code = await c.f.codeFor({ email });
      return {
        url: '/app/emailRegister',
        body: { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true },
      };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/smsLogin',
    request: async (c) => {
      const phone = await phoneAccount(c);
      const code = await c.f.codeFor({ phone });
      return { url: '/app/smsLogin', body: { phone, areaCode: '+7', code, agreeTerms: true } };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/emailLogin',
    request: async (c) => {
      const email = await emailAccount(c);
      const code = await c.f.codeFor({ email });
      return { url: '/app/emailLogin', body: { email, code, agreeTerms: true } };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/passwordLogin',
    request: async (c) => ({
      url: '/app/passwordLogin',
      body: { phone: await phoneAccount(c), areaCode: '+7', password: PASSWORD, agreeTerms: true },
    }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/forgotPassword',
    request: async (c) => {
      const phone = await phoneAccount(c);
      const code = await c.f.codeFor({ phone });
      const password = 'another-horse-2';
      return {
        url: '/app/forgotPassword',
        body: { phone, areaCode: '+7', code, password, confirmPassword: password },
      };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/changeEmail',
    scenario: 'the caller moves his own account to a new e-mail',
    request: async (c) => {
      const email = freshEmail();
      return { url: '/app/changeEmail', body: { email, code: await c.f.codeFor({ email }) } };
    },
    expect: own(),
  },
  {
    method: 'POST',
    path: '/app/changeUserPhone',
    scenario: 'the caller moves his own account to a new phone',
    request: async (c) => {
      const phone = freshPhone();
      return {
        url: '/app/changeUserPhone',
        body: { phone, areaCode: '+7', code: await c.f.codeFor({ phone }) },
      };
    },
    expect: own(),
  },
  {
    method: 'POST',
    path: '/app/logout',
    scenario: 'ends the caller’s own session',
    request: async (c) => {
      const session = await c.t.app.services.sessions.start(c.me.id, {
        userAgent: 'matrix',
        ip: '127.0.0.1',
      });
      return { url: '/app/logout', token: c.role === 'guest' ? undefined : session.token };
    },
    expect: own(),
    // The fresh session ended the role's own one (one session per account): give the role a new one.
    after: (c) => c.f.relogin(c.me),
  },
  {
    method: 'GET',
    path: '/app/loadUserByPhonenumber',
    request: async (c) => ({
      url: '/app/loadUserByPhonenumber',
      query: { phone: await c.f.phoneOf(c.f.A), areaCode: '+7' },
    }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/loadUserByPhonenumber',
    request: async (c) => ({
      url: '/app/loadUserByPhonenumber',
      body: { phone: await c.f.phoneOf(c.f.A), areaCode: '+7' },
    }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/captchaImage',
    request: () => ({ url: '/captchaImage' }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/invite/record/bind',
    scenario: 'the caller names who invited him (once)',
    request: (c) => ({
      url: '/app/invite/record/bind',
      body: { inviterId: c.me.id === c.f.A.id ? c.f.M.id : c.f.A.id, type: 1 },
    }),
    expect: own(),
  },

  // /dev: registered only with DEV_TOOLS=1 (tests, local trials), never in production.
  {
    method: 'GET',
    path: '/dev/outbox',
    scenario: 'codes sent to an address, asked from loopback',
    request: async (c) => {
      const phone = freshPhone();
      await c.f.codeFor({ phone });
      return { url: '/dev/outbox', query: { to: `+7${phone}` }, ip: '127.0.0.1' };
    },
    // The sign-up aid of development: open, but (issue 17) only to requests from loopback.
    expect: open(),
  },
  {
    method: 'GET',
    path: '/dev/outbox',
    scenario: 'asked from another address',
    request: () => ({ url: '/dev/outbox', query: { to: `+7${freshPhone()}` }, ip: '192.0.2.10' }),
    expect: {
      guest: denied(C.forbidden),
      stranger: denied(C.forbidden),
      member: na('public route: a member is just another caller'),
      owner: denied(C.forbidden),
      staff: denied(C.forbidden),
    },
    fixed: {
      guest: 'the code outbox answers only requests from loopback',
      stranger: 'the code outbox answers only requests from loopback',
      owner: 'the code outbox answers only requests from loopback',
      staff: 'the code outbox answers only requests from loopback',
    },
  },
  {
    method: 'POST',
    path: '/dev/wallet/credit',
    scenario: 'mints 1 RUB to a fresh user',
    request: async (c) => ({
      url: '/dev/wallet/credit',
      body: {
        userId: (await c.f.person()).id,
        currencyId: CurrencyId.RUB,
        amount: '1',
        eventId: `matrix:${newKey()}`,
      },
    }),
    // Test-only and unauthenticated by design: guarded by DEV_TOOLS=1 (never in production), not by a login.
    expect: open(),
  },
  {
    method: 'POST',
    path: '/dev/topup/staff',
    scenario: 'makes a fresh user a platform administrator',
    request: async (c) => ({ url: '/dev/topup/staff', body: { userId: (await c.f.person()).id } }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/dev/support/agent',
    scenario: 'makes a fresh user a customer-service agent',
    request: async (c) => ({ url: '/dev/support/agent', body: { userId: (await c.f.person()).id } }),
    expect: open(),
  },
  {
    method: 'POST',
    path: '/dev/clock',
    scenario: "moves the server's clock 1 ms on",
    request: () => ({ url: '/dev/clock', body: { advanceMs: 1 } }),
    // Browser tests let a pause pass with it (issue 18); guarded like the helpers above by DEV_TOOLS=1.
    expect: open(),
  },
];
