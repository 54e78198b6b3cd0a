import { CurrencyId, FlowStatus, FlowType, ResultCode, TopUpStatus } from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import {
  admin,
  availableOf,
  countRows,
  expectLedgerIntact,
  newKey,
  startTopUp,
  uploadReceipt,
  walletUser,
} from './topup.test-support.ts';

const RUB = CurrencyId.RUB;
/** Monday 12:00 in Moscow. */
const MONDAY = new Date('2026-11-23T09:00:00Z');

const t = useTestApp();
afterEach(async () => {
  t.clock.set(MONDAY);
  await expectLedgerIntact(t);
});

/** The texts (per language) of the RC-SYSTEM messages in the user's event log. */
async function systemNotices(userId: number) {
  const events = await t.app.services.delivery.since(userId, 0, 10_000);
  return events
    .map(
      (d) =>
        d.event as {
          type: string;
          message?: { objectName: string; content: { content: Record<string, string> } };
        },
    )
    .filter((e) => e.type === 'message' && e.message?.objectName === 'RC-SYSTEM')
    .map((e) => e.message!.content.content);
}

async function openTopUp(token: string, amount = '1500.50', bankCode = 'sberbank') {
  const res = await startTopUp(t, token, { bankCode, amount });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; status: number; flowId: number; amount: string };
}

describe('starting a QR top-up', () => {
  it('on a weekday: the requisites of the chosen bank, the payment QR text, an in-progress flow', async () => {
    const user = await walletUser(t);
    const res = await startTopUp(t, user.token, { bankCode: 'tbank', amount: '1500.5' });
    expect(res.status).toBe(200);
    const topUp = res.body.data;
    expect(topUp).toMatchObject({
      userId: user.id,
      bankCode: 'tbank',
      amount: '1500.50',
      currencyCode: 'RUB',
      status: TopUpStatus.awaitingProof,
      proofUrl: null,
      requisites: { bankCode: 'tbank', bic: '044525974' },
    });
    expect(topUp.requisites.purpose).toContain(`№${topUp.id}`);
    expect(topUp.paymentQr).toMatch(
      /^ST00012\|Name=.+\|PersonalAcc=\d{20}\|.*\|BIC=044525974\|.*\|Sum=150050\|/,
    );
    const flow = await t.call('GET', `/app/flow/${topUp.flowId}`, { token: user.token });
    expect(flow.body.data).toMatchObject({
      type: FlowType.qrTopUp,
      status: FlowStatus.inProgress,
      amount: '1500.5000',
    });
    expect(await availableOf(t, user.id, RUB)).toBe('0.0000');
  });

  it.each([
    ['Saturday', '2026-11-28T09:00:00Z'],
    ['Sunday', '2026-11-29T12:00:00Z'],
    ['Friday 23:30 UTC, already Saturday 02:30 in Moscow', '2026-11-27T23:30:00Z'],
    ['Sunday 20:59 UTC, still Sunday 23:59 in Moscow', '2026-11-29T20:59:00Z'],
  ])('at the weekend in Moscow time (%s): refused with a clear message in each language', async (_, at) => {
    const user = await walletUser(t);
    t.clock.set(new Date(at));
    const before = await t.call('GET', '/app/topup/list', { token: user.token });
    for (const [lang, text] of [
      ['en', 'weekdays only'],
      ['ru', 'будние дни'],
      ['zh', '工作日'],
      ['ja', '平日'],
    ] as const) {
      const res = await t.call('POST', '/app/topup/qr', {
        token: user.token,
        lang,
        headers: { 'idempotency-key': newKey() },
        body: { bankCode: 'vtb', amount: '100' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ResultCode.topUpWeekdaysOnly);
      expect(res.body.msg).toContain(text);
    }
    const after = await t.call('GET', '/app/topup/list', { token: user.token });
    expect(after.body.total).toBe(before.body.total);
  });

  it.each([
    ['Friday 20:59 UTC = Friday 23:59 in Moscow', '2026-11-27T20:59:00Z'],
    ['Sunday 21:00 UTC = Monday 00:00 in Moscow', '2026-11-29T21:00:00Z'],
  ])('on a Moscow weekday whatever the UTC day (%s): allowed', async (_, at) => {
    const user = await walletUser(t);
    t.clock.set(new Date(at));
    const res = await startTopUp(t, user.token, { bankCode: 'vtb', amount: '100' });
    expect(res.status).toBe(200);
  });

  it('a retry with the same key answers the first request, even after the weekend began; other parameters are refused', async () => {
    const user = await walletUser(t);
    const key = newKey();
    t.clock.set(new Date('2026-11-27T20:00:00Z'));
    const first = await startTopUp(t, user.token, { bankCode: 'rosbank', amount: '250' }, key);
    expect(first.status).toBe(200);
    t.clock.set(new Date('2026-11-27T22:00:00Z'));
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        startTopUp(t, user.token, { bankCode: 'rosbank', amount: '250.00' }, key),
      ),
    );
    for (const r of retries) expect(r.body.data.id).toBe(first.body.data.id);
    const other = await startTopUp(t, user.token, { bankCode: 'rosbank', amount: '251' }, key);
    expect(other.body.code).toBe(ResultCode.idempotencyKeyReused);
    const list = await t.call('GET', '/app/topup/list', { token: user.token });
    expect(list.body.total).toBe(1);
  });

  it('bad input: unknown bank, amounts out of range or with 3 decimals, no key — 400, nothing stored', async () => {
    const user = await walletUser(t);
    for (const body of [
      { bankCode: 'monzo', amount: '100' },
      { bankCode: 'vtb', amount: '0.5' },
      { bankCode: 'vtb', amount: '-5' },
      { bankCode: 'vtb', amount: '10.123' },
      { bankCode: 'vtb', amount: '1e3' },
      { bankCode: 'vtb', amount: 'NaN' },
      { bankCode: 'vtb', amount: '1000000.01' },
      { bankCode: 'vtb' },
    ]) {
      const res = await startTopUp(t, user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noKey = await t.call('POST', '/app/topup/qr', {
      token: user.token,
      body: { bankCode: 'vtb', amount: '5' },
    });
    expect(noKey.status).toBe(400);
    const list = await t.call('GET', '/app/topup/list', { token: user.token });
    expect(list.body.total).toBe(0);
  });
});

describe('receipt and staff decision', () => {
  it('receipt → awaiting confirmation → staff confirm: the wallet is credited from the top-up float once', async () => {
    const user = await walletUser(t);
    const staff = await admin(t);
    const topUp = await openTopUp(user.token, '1500.50');
    const proofUrl = await uploadReceipt(t, user.token);
    const proof = await t.call('POST', '/app/topup/proof', {
      token: user.token,
      body: { id: topUp.id, proofUrl },
    });
    expect(proof.status).toBe(200);
    expect(proof.body.data).toMatchObject({ status: TopUpStatus.awaitingConfirmation, proofUrl });

    const postingsBefore = await countRows(t, 'postings');
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id: topUp.id } }),
      ),
    );
    for (const c of confirms) {
      expect(c.status).toBe(200);
      expect(c.body.data.status).toBe(TopUpStatus.confirmed);
    }
    const again = await t.call('POST', '/admin/api/topup/confirm', {
      token: staff.token,
      body: { id: topUp.id },
    });
    expect(again.body.data.status).toBe(TopUpStatus.confirmed);
    expect(await availableOf(t, user.id, RUB)).toBe('1500.5000');
    expect(await countRows(t, 'postings')).toBe(postingsBefore + 2);
    // One notice in his system chat, in every language, for the one decision.
    const notices = await systemNotices(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      en: `QR top-up №${topUp.id} of 1,500.50\u00a0RUB has been credited to your wallet.`,
      ru: `Пополнение по QR №${topUp.id} на 1\u00a0500,50\u00a0RUB зачислено на ваш кошелёк.`,
    });

    const detail = await t.call('GET', `/app/topup/${topUp.id}`, { token: user.token });
    expect(detail.body.data.status).toBe(TopUpStatus.confirmed);
    const flow = await t.call('GET', `/app/flow/${topUp.flowId}`, { token: user.token });
    expect(flow.body.data.status).toBe(FlowStatus.completed);
    // Decided: no new receipt, no rejection.
    const late = await t.call('POST', '/app/topup/proof', {
      token: user.token,
      body: { id: topUp.id, proofUrl },
    });
    expect(late.body.code).toBe(ResultCode.topUpStateChanged);
    const reject = await t.call('POST', '/admin/api/topup/reject', {
      token: staff.token,
      body: { id: topUp.id },
    });
    expect(reject.body.code).toBe(ResultCode.topUpStateChanged);
    expect(await availableOf(t, user.id, RUB)).toBe('1500.5000');
  });

  it('staff reject: rejected with the reason, the flow cancelled, nothing credited, and it cannot be confirmed later', async () => {
    const user = await walletUser(t);
    const staff = await admin(t);
    const topUp = await openTopUp(user.token, '300');
    const res = await t.call('POST', '/admin/api/topup/reject', {
      token: staff.token,
      body: { id: topUp.id, reason: 'No such payment' },
    });
    expect(res.body.data).toMatchObject({ status: TopUpStatus.rejected, rejectReason: 'No such payment' });
    expect((await systemNotices(user.id))[0]?.ru).toContain('отклонено. Причина: No such payment');
    const confirm = await t.call('POST', '/admin/api/topup/confirm', {
      token: staff.token,
      body: { id: topUp.id },
    });
    expect(confirm.body.code).toBe(ResultCode.topUpStateChanged);
    expect(await availableOf(t, user.id, RUB)).toBe('0.0000');
    const flow = await t.call('GET', `/app/flow/${topUp.flowId}`, { token: user.token });
    expect(flow.body.data.status).toBe(FlowStatus.cancelled);
  });

  it('non-staff (the owner, customer service) cannot confirm, reject or list: 403, nothing moves', async () => {
    const user = await walletUser(t);
    const agent = await walletUser(t);
    await t.app.services.users.setStaffRole(agent.id, 1);
    const topUp = await openTopUp(user.token, '100');
    for (const who of [user, agent]) {
      const c = await t.call('POST', '/admin/api/topup/confirm', {
        token: who.token,
        body: { id: topUp.id },
      });
      expect(c.status).toBe(403);
      const r = await t.call('POST', '/admin/api/topup/reject', { token: who.token, body: { id: topUp.id } });
      expect(r.status).toBe(403);
      const l = await t.call('GET', '/admin/api/topup/list', { token: who.token });
      expect(l.status).toBe(403);
    }
    const anon = await t.call('POST', '/admin/api/topup/confirm', { body: { id: topUp.id } });
    expect(anon.status).toBe(401);
    expect(await availableOf(t, user.id, RUB)).toBe('0.0000');
  });

  it("another user's top-up is not found; another user's, a foreign or a made-up receipt address is refused", async () => {
    const user = await walletUser(t);
    const other = await walletUser(t);
    const topUp = await openTopUp(user.token, '100');
    expect((await t.call('GET', `/app/topup/${topUp.id}`, { token: other.token })).status).toBe(404);
    const url = await uploadReceipt(t, other.token);
    const foreign = await t.call('POST', '/app/topup/proof', {
      token: other.token,
      body: { id: topUp.id, proofUrl: url },
    });
    expect(foreign.status).toBe(404);
    // Issue 17: the other user's receipt (its link seen in a chat) or a made-up upload address proves nothing.
    for (const proofUrl of [
      url,
      '/files/file/202611/made-up.png',
      'https://evil.example/x.png',
      '/files/../etc/passwd',
      'javascript:alert(1)',
    ]) {
      const res = await t.call('POST', '/app/topup/proof', {
        token: user.token,
        body: { id: topUp.id, proofUrl },
      });
      expect(res.body.code).toBe(ResultCode.topUpProofInvalid);
    }
    const detail = await t.call('GET', `/app/topup/${topUp.id}`, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: TopUpStatus.awaitingProof, proofUrl: null });
    for (const id of ['abc', '0', '99999999999', '-1']) {
      expect((await t.call('GET', `/app/topup/${id}`, { token: user.token })).status).toBe(400);
    }
    expect((await t.call('GET', '/app/topup/123456', { token: user.token })).status).toBe(404);
  });

  it('bad input to the list, receipt and staff endpoints answers 400, never 500, and changes nothing', async () => {
    const user = await walletUser(t);
    const staff = await admin(t);
    const topUp = await openTopUp(user.token, '77');
    const badQueries: Array<Record<string, string | number>> = [
      { status: 9 },
      { status: 'x' },
      { pageSize: 100_000 },
      { pageNum: -1 },
      { pageNum: 'NaN' },
    ];
    for (const query of badQueries) {
      const res = await t.call('GET', '/app/topup/list', { token: user.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    for (const body of [
      { id: topUp.id, proofUrl: '' },
      { id: topUp.id, proofUrl: `/files/${'a'.repeat(2000)}` },
      { id: topUp.id, proofUrl: '/files/a\u0000b.png' },
      { id: 'abc', proofUrl: '/files/a.png' },
      { id: 2 ** 40, proofUrl: '/files/a.png' },
      { proofUrl: '/files/a.png' },
    ]) {
      const res = await t.call('POST', '/app/topup/proof', { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: topUp.id, reason: 'x'.repeat(501) }]) {
      const res = await t.call('POST', '/admin/api/topup/reject', { token: staff.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id: 999_999 } }))
        .status,
    ).toBe(404);
    const detail = await t.call('GET', `/app/topup/${topUp.id}`, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: TopUpStatus.awaitingProof, proofUrl: null });
    expect(await availableOf(t, user.id, RUB)).toBe('0.0000');
  });

  it('the staff queue lists receipts waiting for confirmation', async () => {
    const user = await walletUser(t);
    const staff = await admin(t);
    const topUp = await openTopUp(user.token, '42');
    await t.call('POST', '/app/topup/proof', {
      token: user.token,
      body: { id: topUp.id, proofUrl: await uploadReceipt(t, user.token) },
    });
    const queue = await t.call('GET', '/admin/api/topup/list', {
      token: staff.token,
      query: { status: TopUpStatus.awaitingConfirmation },
    });
    expect(queue.status).toBe(200);
    expect(queue.body.rows.map((r: { id: number }) => r.id)).toContain(topUp.id);
    expect(
      queue.body.rows.every((r: { status: number }) => r.status === TopUpStatus.awaitingConfirmation),
    ).toBe(true);
  });
});
