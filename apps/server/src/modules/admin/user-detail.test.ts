import { CurrencyId, FlowDirection, SafeTransferState, StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp, testAddressOf } from '../users/users.test-support.ts';
import { payer, transfer } from '../transfers/transfer.test-support.ts';
import { auditOf, staffMember } from './admin.test-support.ts';

const t = useTestApp();

describe('GET /admin/api/users/:userId and /flows', () => {
  it('shows profile, sessions, block state, role and balances; the flows are the wallet’s, paged', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const sender = await payer(t, '1000');
    const receiver = await signUp(t);
    for (const amount of ['100', '50'])
      expect((await transfer(t, sender.token, { userId: receiver.id, amount })).body.code).toBe(200);

    const res = await t.call('GET', `/admin/api/users/${sender.id}`, { token: agent.token });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({
      userId: sender.id,
      userCode: sender.user.userCode,
      phone: sender.user.phone,
      staffRole: StaffRole.none,
      payPasswordSet: true,
      blocked: null,
    });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]).toMatchObject({
      live: true,
      userAgent: 't',
      ip: testAddressOf(sender.id),
      revokeTime: null,
    });
    expect(detail.sessions[0].id).toHaveLength(8);
    expect(
      detail.accounts.find((a: { currencyId: number }) => a.currencyId === CurrencyId.RUB),
    ).toMatchObject({
      balance: '850.0000',
      frozenAmount: '0.0000',
    });

    const flows = await t.call('GET', `/admin/api/users/${sender.id}/flows`, {
      token: agent.token,
      query: { pageSize: 1 },
    });
    expect(flows.body.total).toBe(2);
    expect(flows.body.rows).toHaveLength(1);
    expect(flows.body.rows[0]).toMatchObject({ direction: FlowDirection.out, amount: '50.0000' });
    // The same rows the user's own app lists.
    const own = await t.call('GET', '/app/flow/list', { token: sender.token, query: { pageSize: 1 } });
    expect(flows.body.rows).toEqual(own.body.rows);
  });

  it('an ended session shows as ended with its reason', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const user = await signUp(t);
    await t.call('POST', '/admin/api/users/forceLogout', { token: admin.token, body: { userId: user.id } });
    const detail = (await t.call('GET', `/admin/api/users/${user.id}`, { token: admin.token })).body.data;
    expect(detail.sessions[0]).toMatchObject({ live: false, revokeReason: 'logout' });
  });

  it('unknown users are 404, bad ids 400, users 403', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const user = await signUp(t);
    for (const path of ['/admin/api/users/2000000000', '/admin/api/users/2000000000/flows']) {
      const res = await t.call('GET', path, { token: agent.token, lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBeTruthy();
    }
    expect((await t.call('GET', '/admin/api/users/abc', { token: agent.token })).status).toBe(400);
    expect(
      (await t.call('GET', `/admin/api/users/${user.id}/flows`, { token: agent.token, query: { status: 9 } }))
        .status,
    ).toBe(400);
    expect((await t.call('GET', `/admin/api/users/${agent.id}`, { token: user.token })).status).toBe(403);
  });
});

describe('safe transfers for staff', () => {
  async function safeTransfer() {
    const sender = await payer(t, '1000');
    const receiver = await payer(t);
    const res = await transfer(t, sender.token, { userId: receiver.id, amount: '200', safe: true });
    expect(res.body.code).toBe(200);
    return { sender, receiver, id: res.body.data.id as number };
  }
  const cancel = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/admin/api/transfer/cancel', { token, lang: 'en', body });

  it('lists safe transfers by state, party and number; cancel needs a reason, kept on the transfer and audited', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const first = await safeTransfer();
    const second = await safeTransfer();
    const list = (query: Record<string, string | number>) =>
      t.call('GET', '/admin/api/transfer/list', { token: agent.token, query });

    const byParty = await list({ userId: first.receiver.id });
    expect(byParty.body).toMatchObject({
      total: 1,
      rows: [{ id: first.id, state: SafeTransferState.frozen }],
    });
    expect(byParty.body.rows[0]).toMatchObject({ role: 'staff', cancelReason: null, amount: '200' });
    expect((await list({ id: second.id })).body.rows.map((r: { id: number }) => r.id)).toEqual([second.id]);

    for (const reason of [undefined, '', 'x'.repeat(201)])
      expect((await cancel(agent.token, { id: first.id, reason })).status, String(reason)).toBe(400);
    expect((await list({ id: first.id })).body.rows[0].state).toBe(SafeTransferState.frozen);

    const done = await cancel(agent.token, { id: first.id, reason: 'The parties agreed to cancel' });
    expect(done.body.data.state).toBe(SafeTransferState.cancelledByAdmin);
    const cancelled = await list({ state: SafeTransferState.cancelledByAdmin, userId: first.sender.id });
    expect(cancelled.body.rows).toMatchObject([
      { id: first.id, cancelReason: 'The parties agreed to cancel' },
    ]);
    expect(
      (await list({ state: SafeTransferState.frozen })).body.rows.map((r: { id: number }) => r.id),
    ).not.toContain(first.id);
    expect((await auditOf(t, agent.token, 'transfer', first.id))[0]).toMatchObject({
      action: 'transfer.cancel',
      before: { state: SafeTransferState.frozen },
      after: { state: SafeTransferState.cancelledByAdmin, reason: 'The parties agreed to cancel' },
    });

    expect((await cancel(agent.token, { id: 2_000_000_000, reason: 'x' })).status).toBe(404);
    expect((await list({ state: 700 })).status).toBe(400);
    expect((await t.call('GET', '/admin/api/transfer/list', { token: first.sender.token })).status).toBe(403);
  });
});
