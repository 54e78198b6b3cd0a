import { CurrencyId, ResultCode, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { startTopUp, uploadReceipt, walletUser } from '../topup/topup.test-support.ts';

const t = useTestApp();

async function staffMember(role: number) {
  const person = await signUp(t);
  await t.app.services.users.setStaffRole(person.id, role as 1 | 2);
  return person;
}
const liveSessions = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where user_id = ${userId} and revoked_at is null`,
    )
  )[0]!.n;
const auditOf = (token: string, objectType: string, objectId: string | number) =>
  t.call('GET', '/admin/api/audit', { token, query: { objectType, objectId: String(objectId) } });

describe('POST /admin/api/login', () => {
  it('logs customer service in with phone and password and answers the role', async () => {
    const agent = await staffMember(StaffRole.customerService);
    const res = await t.call('POST', '/admin/api/login', {
      lang: 'en',
      body: { areaCode: '+7', phone: agent.user.phone, password: PASSWORD, agreeTerms: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ userId: agent.id, staffRole: StaffRole.customerService });
    const me = await t.call('GET', '/admin/api/me', { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ userId: agent.id, staffRole: StaffRole.customerService });
  });

  it('refuses a non-staff account with notStaff and starts no session for it', async () => {
    const user = await signUp(t);
    const before = await liveSessions(user.id);
    const res = await t.call('POST', '/admin/api/login', {
      lang: 'en',
      body: { areaCode: '+7', phone: user.user.phone, password: PASSWORD, agreeTerms: true },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: ResultCode.notStaff, msg: 'This account is not a staff account' });
    expect(await liveSessions(user.id)).toBe(before);
  });

  it('a wrong password says wrongPassword, never whether the account is staff', async () => {
    const user = await signUp(t);
    const res = await t.call('POST', '/admin/api/login', {
      body: { areaCode: '+7', phone: user.user.phone, password: 'not-the-password', agreeTerms: true },
    });
    expect(res.body.code).toBe(ResultCode.wrongPassword);
  });

  it('bad input is a 400', async () => {
    const res = await t.call('POST', '/admin/api/login', { body: { password: 'x', agreeTerms: true } });
    expect(res.status).toBe(400);
  });
});

describe('the staff guard', () => {
  it('guest 401, user 403, customer service and administrator in; administrator-only routes refuse customer service', async () => {
    const [user, agent, admin] = [
      await signUp(t),
      await staffMember(StaffRole.customerService),
      await staffMember(StaffRole.platformAdmin),
    ];
    expect((await t.call('GET', '/admin/api/dashboard')).status).toBe(401);
    expect((await t.call('GET', '/admin/api/dashboard', { token: user.token })).status).toBe(403);
    expect((await t.call('GET', '/admin/api/dashboard', { token: agent.token })).status).toBe(200);
    expect((await t.call('GET', '/admin/api/dashboard', { token: admin.token })).status).toBe(200);
    const body = { userId: user.id };
    expect((await t.call('POST', '/admin/api/users/forceLogout', { token: agent.token, body })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/admin/api/ledger/check', { token: agent.token })).status).toBe(403);
    expect((await t.call('GET', '/admin/api/topup/list', { token: agent.token })).status).toBe(403);
  });

  it('a role taken away stops working at once, with the same token', async () => {
    const agent = await staffMember(StaffRole.customerService);
    expect((await t.call('GET', '/admin/api/me', { token: agent.token })).status).toBe(200);
    await t.app.services.users.setStaffRole(agent.id, StaffRole.none);
    expect((await t.call('GET', '/admin/api/me', { token: agent.token })).status).toBe(403);
  });
});

describe('dashboard and users', () => {
  it('counts today’s users, pending top-ups and open tickets', async () => {
    const admin = await staffMember(StaffRole.platformAdmin);
    const before = (await t.call('GET', '/admin/api/dashboard', { token: admin.token })).body.data;
    const user = await signUp(t);
    await t.call('POST', '/app/support/ticket', { token: user.token, body: { subject: 'Help', text: 'Hi' } });
    // Two page visits of one user are one daily active user.
    for (const pageName of ['chat', 'wallet'])
      await t.call('POST', '/im/userVisit/add', { token: user.token, body: { pageName } });
    const after = (await t.call('GET', '/admin/api/dashboard', { token: admin.token })).body.data;
    expect(after.usersTotal).toBe(before.usersTotal + 1);
    expect(after.usersNewToday).toBe(before.usersNewToday + 1);
    expect(after.openTickets).toBe(before.openTickets + 1);
    expect(after.dau).toBe((before.dau ?? 0) + 1);
    for (const key of ['messagesToday', 'pendingTopUps', 'openBugReports', 'openComplaints'])
      expect(Number.isInteger(after[key]), key).toBe(true);
  });

  it('finds a user by phone, by id and pages on the server', async () => {
    const agent = await staffMember(StaffRole.customerService);
    const user = await signUp(t);
    const byPhone = await t.call('GET', '/admin/api/users', {
      token: agent.token,
      query: { keyword: user.user.phone! },
    });
    expect(byPhone.body.rows.map((r: { userId: number }) => r.userId)).toEqual([user.id]);
    expect(byPhone.body.rows[0].sessions).toBe(1);
    const byId = await t.call('GET', '/admin/api/users', { token: agent.token, query: { keyword: user.id } });
    expect(byId.body.rows.map((r: { userId: number }) => r.userId)).toContain(user.id);
    const pageOne = await t.call('GET', '/admin/api/users', { token: agent.token, query: { pageSize: 2 } });
    expect(pageOne.body.rows).toHaveLength(2);
    expect(pageOne.body.total).toBeGreaterThan(2);
    expect(
      (await t.call('GET', '/admin/api/users', { token: agent.token, query: { pageSize: 1000 } })).status,
    ).toBe(400);
  });

  it('force logout ends every session of the user and leaves an audit line', async () => {
    const admin = await staffMember(StaffRole.platformAdmin);
    const user = await signUp(t);
    const res = await t.call('POST', '/admin/api/users/forceLogout', {
      token: admin.token,
      body: { userId: user.id },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/app/user/getInfo', { token: user.token })).status).toBe(401);
    const audit = await auditOf(admin.token, 'user', user.id);
    expect(audit.body.rows[0]).toMatchObject({
      staffId: admin.id,
      action: 'user.forceLogout',
      before: { sessions: 1 },
      after: { sessions: 0 },
    });
    const missing = await t.call('POST', '/admin/api/users/forceLogout', {
      token: admin.token,
      body: { userId: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });

  it('an administrator grants a staff role (audited); customer service may not', async () => {
    const [admin, agent, user] = [
      await staffMember(StaffRole.platformAdmin),
      await staffMember(StaffRole.customerService),
      await signUp(t),
    ];
    const body = { userId: user.id, staffRole: StaffRole.customerService };
    expect((await t.call('POST', '/admin/api/users/staffRole', { token: agent.token, body })).status).toBe(
      403,
    );
    expect((await t.call('POST', '/admin/api/users/staffRole', { token: admin.token, body })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/admin/api/me', { token: user.token })).status).toBe(200);
    const audit = await auditOf(admin.token, 'user', user.id);
    expect(audit.body.rows[0]).toMatchObject({
      action: 'user.staffRole',
      before: { staffRole: 0 },
      after: { staffRole: 1 },
    });
    const bad = await t.call('POST', '/admin/api/users/staffRole', {
      token: admin.token,
      body: { userId: user.id, staffRole: 7 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('audit lines of the existing staff actions', () => {
  it('top-up confirm writes who, what and the status before and after; a repeat writes nothing', async () => {
    const admin = await staffMember(StaffRole.platformAdmin);
    const user = await walletUser(t);
    const started = await startTopUp(t, user.token, { bankCode: 'sberbank', amount: '100' });
    const id = started.body.data.id;
    const proofUrl = await uploadReceipt(t, user.token);
    expect(
      (await t.call('POST', '/app/topup/proof', { token: user.token, body: { id, proofUrl } })).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call('POST', '/admin/api/topup/confirm', { token: admin.token, body: { id } })).status,
      ).toBe(200);
    const audit = await auditOf(admin.token, 'topUp', id);
    expect(audit.body.total).toBe(1);
    expect(audit.body.rows[0]).toMatchObject({
      staffId: admin.id,
      action: 'topUp.confirm',
      before: { status: 2 },
      after: { status: 3 },
    });
  });

  it('a currency price change is audited with the old and new price', async () => {
    const admin = await staffMember(StaffRole.platformAdmin);
    const body = { currencyId: CurrencyId.USD, rubPrice: '95.5' };
    expect((await t.call('PUT', '/admin/api/currency/rate', { token: admin.token, body })).status).toBe(200);
    const audit = await auditOf(admin.token, 'currencyRate', CurrencyId.USD);
    expect(audit.body.rows[0]).toMatchObject({
      action: 'currencyRate.update',
      before: { staffOverride: false },
      after: { rubPrice: '95.50000000', staffRubPrice: '95.50000000', staffOverride: true },
    });
  });

  it('a bank account change keeps the old and new requisites; a refused change writes no line', async () => {
    const admin = await staffMember(StaffRole.platformAdmin);
    const requisites = {
      bankCode: 'vtb',
      bankName: 'Банк ВТБ (ПАО), г. Москва',
      recipient: 'ООО «Волна Платежи»',
      accountNumber: '40702810400000000042',
      bic: '044525187',
      correspondentAccount: '30101810700000000187',
      inn: '7707083893',
      kpp: '773601001',
    };
    const res = await t.call('PUT', '/admin/api/topup/bankAccount', { token: admin.token, body: requisites });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const audit = await auditOf(admin.token, 'bankAccount', 'vtb');
    expect(audit.body.total).toBe(1);
    expect(audit.body.rows[0]).toMatchObject({
      action: 'bankAccount.update',
      after: { accountNumber: '40702810400000000042' },
    });
    expect(audit.body.rows[0].before.bankCode).toBe('vtb');
    const bad = await t.call('PUT', '/admin/api/topup/bankAccount', {
      token: admin.token,
      body: { ...requisites, bic: '12' },
    });
    expect(bad.status).toBe(400);
    expect((await auditOf(admin.token, 'bankAccount', 'vtb')).body.total).toBe(1);
  });

  it('the audit list refuses an unknown object type', async () => {
    const agent = await staffMember(StaffRole.customerService);
    expect(
      (await t.call('GET', '/admin/api/audit', { token: agent.token, query: { objectType: 'x' } })).status,
    ).toBe(400);
  });
});
