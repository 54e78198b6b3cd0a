import { ResultCode, StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { newUser, openSocket, socketUrl } from '../../realtime/socket.test-kit.ts';
import { freshIp, freshPhone, sendSms, signUpByPhone } from '../auth/auth.test-kit.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { auditOf, liveSessions, staffMember } from './admin.test-support.ts';

const t = useTestApp();

const block = (token: string, userId: number, reason: unknown = 'Spam in chats', lang = 'en') =>
  t.call('POST', '/admin/api/users/block', { token, lang, body: { userId, reason } });
const unblock = (token: string, userId: number) =>
  t.call('POST', '/admin/api/users/unblock', { token, lang: 'en', body: { userId } });
const passwordLogin = (phone: string, lang = 'en') =>
  t.call('POST', '/app/passwordLogin', {
    lang,
    ip: freshIp(),
    body: { areaCode: '+7', phone, password: PASSWORD, agreeTerms: true },
  });

describe('POST /admin/api/users/block and /unblock', () => {
  it('a blocked account is refused by every login route with accountBlocked; unblock restores login', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const phone = freshPhone();
    const user = await signUpByPhone(t, phone);
    expect((await block(agent.token, user.userId)).body).toMatchObject({ success: true });

    // The old session is over, and the password, SMS code and staff console logins are all refused.
    expect((await t.call('GET', '/app/user/getInfo', { token: user.token })).status).toBe(401);
    const byPassword = await passwordLogin(phone);
    expect(byPassword.status).toBe(403);
    expect(byPassword.body).toMatchObject({
      code: ResultCode.accountBlocked,
      msg: 'This account is blocked. Please contact customer service',
    });
    expect((await passwordLogin(phone, 'ru')).body.msg).toBe(
      'Учётная запись заблокирована. Обратитесь в службу поддержки',
    );
    t.clock.advance(120_000);
    const code = await sendSms(t, phone);
    const bySms = await t.call('POST', '/app/smsLogin', {
      ip: freshIp(),
      body: { phone, areaCode: '+7', code, agreeTerms: true },
    });
    expect(bySms.body.code).toBe(ResultCode.accountBlocked);
    expect(await liveSessions(t, user.userId)).toBe(0);

    expect((await unblock(agent.token, user.userId)).body.success).toBe(true);
    const again = await passwordLogin(phone);
    expect(again.body).toMatchObject({ code: 200 });
    expect(again.body.data.userId).toBe(user.userId);

    const lines = await auditOf(t, agent.token, 'user', user.userId);
    expect(lines.map((l) => l.action)).toEqual(['user.unblock', 'user.block']);
    expect(lines[1]).toMatchObject({
      staffId: agent.id,
      before: { blocked: false, sessions: 1 },
      after: { blocked: true, reason: 'Spam in chats', sessions: 0 },
    });
    expect(lines[0]).toMatchObject({
      before: { blocked: true, reason: 'Spam in chats' },
      after: { blocked: false },
    });
  });

  it('shows the block in the user list and the drawer; a repeated block changes nothing and writes no line', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const user = await signUp(t);
    await block(admin.token, user.id, 'Fraud');
    const second = await block(admin.token, user.id, 'Other reason');
    expect(second.body.success).toBe(true);
    const detail = (await t.call('GET', `/admin/api/users/${user.id}`, { token: admin.token })).body.data;
    expect(detail.blocked).toMatchObject({
      reason: 'Fraud',
      staffId: admin.id,
      staffName: admin.user.userName,
    });
    const list = await t.call('GET', '/admin/api/users', { token: admin.token, query: { keyword: user.id } });
    expect(list.body.rows.find((r: { userId: number }) => r.userId === user.id).blocked).toBe(true);
    expect((await auditOf(t, admin.token, 'user', user.id)).map((l) => l.action)).toEqual(['user.block']);
  });

  it('refuses bad input, unknown users, self and higher roles, and changes nothing', async () => {
    const [agent, admin, user] = [
      await staffMember(t, StaffRole.customerService),
      await staffMember(t, StaffRole.platformAdmin),
      await signUp(t),
    ];
    for (const reason of ['', ' ', 'x'.repeat(201), 'a\u0000b', 42]) {
      const res = await block(agent.token, user.id, reason);
      expect(res.status, String(reason)).toBe(400);
    }
    const noReason = await t.call('POST', '/admin/api/users/block', {
      token: agent.token,
      body: { userId: user.id },
    });
    expect(noReason.status).toBe(400);
    expect((await block(agent.token, 2_000_000_000)).status).toBe(404);
    expect((await block(agent.token, 2_000_000_000)).body.code).toBe(ResultCode.userNotFound);
    expect((await block(agent.token, agent.id)).body.code).toBe(ResultCode.cannotTargetSelf);
    const outranked = await block(agent.token, admin.id);
    expect(outranked.status).toBe(403);
    expect(outranked.body).toMatchObject({
      code: ResultCode.staffOutranked,
      msg: 'You cannot act on a staff member with a higher role',
    });
    expect((await unblock(agent.token, admin.id)).body.code).toBe(ResultCode.staffOutranked);
    expect(await liveSessions(t, user.id)).toBe(1);
    expect(await liveSessions(t, admin.id)).toBe(1);
    expect(await auditOf(t, admin.token, 'user', user.id)).toEqual([]);
    expect(await auditOf(t, admin.token, 'user', admin.id)).toEqual([]);
    // An ordinary user is no staff at all.
    expect((await block(user.token, agent.id)).status).toBe(403);
  });

  it('blocking closes the account’s live sockets, as a force logout does', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const user = await newUser(t);
    const ws = await openSocket(`${await socketUrl(t)}?token=${user.rongToken}`);
    expect((await ws.next(2000)).type).toBe('ready');
    expect((await block(agent.token, user.userId)).body.success).toBe(true);
    expect(await ws.next(2000)).toMatchObject({ type: 'error', code: 401 });
    expect((await ws.closed).code).toBe(4401);
  });

  it('parallel blocks and unblocks of one account end consistent: state, sessions and audit agree', async () => {
    const [agent, admin] = [
      await staffMember(t, StaffRole.customerService),
      await staffMember(t, StaffRole.platformAdmin),
    ];
    const user = await signUp(t);
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? unblock(agent.token, user.id) : block(admin.token, user.id, `Reason ${i}`),
    );
    const answers = await Promise.all(calls);
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);

    const blocked = (await t.call('GET', `/admin/api/users/${user.id}`, { token: admin.token })).body.data
      .blocked;
    const lines = await auditOf(t, admin.token, 'user', user.id);
    // Every line is a real change: they alternate, and the newest tells the state the account is in.
    lines.forEach((line, i) => {
      expect(line.before.blocked).toBe(!line.after.blocked);
      if (i > 0) expect(line.after.blocked).toBe(!lines[i - 1]!.after.blocked);
    });
    expect(lines[0]?.after.blocked ?? false).toBe(blocked !== null);
    if (blocked) expect(await liveSessions(t, user.id)).toBe(0);
  });

  it('a login racing a block never leaves a live session on a blocked account', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const user = await signUp(t);
    const [login, blocked] = await Promise.all([
      passwordLogin(user.user.phone!),
      block(agent.token, user.id),
    ]);
    expect(blocked.body.success).toBe(true);
    expect([200, ResultCode.accountBlocked]).toContain(login.body.code);
    expect(await liveSessions(t, user.id)).toBe(0);
    if (login.body.code === 200)
      expect((await t.call('GET', '/app/user/getInfo', { token: login.body.data.token })).status).toBe(401);
  });
});
