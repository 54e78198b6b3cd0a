import { CurrencyId, FlowDirection, FlowStatus, FlowType, ResultCode, StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../users/users.test-support.ts';
import { fund, useWalletTestApp } from './wallet.test-support.ts';

const { RUB, VLN, USD } = CurrencyId;

const t = useWalletTestApp();

describe('GET /app/account/list', () => {
  it('lists every visible currency with balance and frozen amount, never id 2', async () => {
    const a = await signUp(t);
    const acc = await fund(t, a.id, RUB, '120.5');
    await t.app.services.wallet.ledger.hold({ account: acc, amount: '20' });
    const res = await t.call('GET', '/app/account/list', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { currencyCode: string }) => r.currencyCode)).toEqual([
      'RUB',
      'VLN',
      'CNY',
      'USD',
      'USDT',
    ]);
    expect(res.body.data[0]).toMatchObject({ currencyId: RUB, balance: '100.5000', frozenAmount: '20.0000' });
    expect(res.body.data[1]).toMatchObject({ currencyId: VLN, balance: '0.0000', frozenAmount: '0.0000' });
    expect((await t.call('GET', '/app/account/list')).status).toBe(401);
  });
});

describe('history', () => {
  it('pages own flows by type, status and period, newest first; detail only of own flows', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { flows } = t.app.services.wallet;
    const base = {
      userId: a.id,
      currencyId: RUB,
      direction: FlowDirection.out,
      counterpartyId: b.id,
    } as const;
    const first = await flows.createFlow({
      ...base,
      type: FlowType.transfer,
      status: FlowStatus.completed,
      amount: '5',
    });
    t.clock.advance(60_000);
    await flows.createFlow({
      ...base,
      type: FlowType.safeTransfer,
      status: FlowStatus.inProgress,
      amount: '7',
      stateCode: 703,
    });
    const other = await flows.createFlow({
      ...base,
      userId: b.id,
      type: FlowType.transfer,
      status: FlowStatus.completed,
      amount: '1',
    });

    const all = await t.call('GET', '/app/flow/list', { token: a.token });
    expect(all.body.total).toBe(2);
    expect(all.body.rows.map((r: { amount: string }) => r.amount)).toEqual(['7.0000', '5.0000']);
    expect(all.body.rows[0]).toMatchObject({ stateCode: 703, currencyCode: 'RUB', counterpartyId: b.id });
    expect(typeof all.body.rows[0].counterpartyName).toBe('string');

    const done = await t.call('GET', '/app/flow/list', {
      token: a.token,
      query: { status: FlowStatus.completed },
    });
    expect(done.body.rows.map((r: { id: number }) => r.id)).toEqual([first]);
    const safe = await t.call('GET', '/app/flow/list', {
      token: a.token,
      query: { type: FlowType.safeTransfer },
    });
    expect(safe.body.total).toBe(1);
    const start = new Date('2026-11-23T09:00:30Z').getTime();
    const later = await t.call('GET', '/app/flow/list', { token: a.token, query: { startTime: start } });
    expect(later.body.total).toBe(1);
    const paged = await t.call('GET', '/app/flow/list', {
      token: a.token,
      query: { pageNum: 2, pageSize: 1 },
    });
    expect(paged.body.rows.map((r: { id: number }) => r.id)).toEqual([first]);

    await flows.updateFlowStatus({ id: first }, FlowStatus.refund);
    const detail = await t.call('GET', `/app/flow/${first}`, { token: a.token });
    expect(detail.body.data).toMatchObject({ id: first, status: FlowStatus.refund, type: FlowType.transfer });
    expect((await t.call('GET', `/app/flow/${other}`, { token: a.token })).status).toBe(404);
    for (const query of [
      { status: 9 },
      { type: 99 },
      { pageSize: 100000 },
      { startTime: 'x' },
      { pageNum: -1 },
    ] as Array<Record<string, string | number>>) {
      const bad = await t.call('GET', '/app/flow/list', { token: a.token, query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
    }
    expect((await t.call('GET', '/app/flow/abc', { token: a.token })).status).toBe(400);
  });

  it('sums completed money in and out per month and currency', async () => {
    const a = await signUp(t);
    const { flows } = t.app.services.wallet;
    const row = {
      userId: a.id,
      currencyId: USD,
      type: FlowType.transfer,
      status: FlowStatus.completed,
    } as const;
    await flows.createFlow({ ...row, direction: FlowDirection.in, amount: '10' });
    await flows.createFlow({ ...row, direction: FlowDirection.out, amount: '3', fee: '0.5' });
    await flows.createFlow({
      ...row,
      direction: FlowDirection.out,
      amount: '100',
      status: FlowStatus.cancelled,
    });
    const res = await t.call('GET', '/app/flow/monthlySummary', { token: a.token, query: { months: 6 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { month: '2026-11', currencyId: USD, currencyCode: 'USD', totalIn: '10.0000', totalOut: '3.5000' },
    ]);
    expect(
      (await t.call('GET', '/app/flow/monthlySummary', { token: a.token, query: { months: 0 } })).status,
    ).toBe(400);
  });
});

describe('currencies and rates', () => {
  it('lists currencies without id 2 and quotes cross rates', async () => {
    const a = await signUp(t);
    const list = await t.call('GET', '/app/currency/mini/list', { token: a.token });
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([1, 3, 4, 5, 6]);
    expect(list.body.data.find((c: { isPlatform: boolean }) => c.isPlatform).code).toBe('VLN');
    for (const url of ['/app/currency/getExchangeRate', '/trade/exchange/getExchangeRate']) {
      const res = await t.call('GET', url, {
        token: a.token,
        query: { fromCurrencyId: USD, toCurrencyId: RUB },
      });
      expect(res.body.data).toMatchObject({ fromCurrencyId: USD, toCurrencyId: RUB, rate: '92.00000000' });
    }
    const check = await t.call('GET', '/app/currency/mini/checkTheExchangeRate', {
      token: a.token,
      query: { fromCurrencyId: RUB, toCurrencyId: USD, amount: '100' },
    });
    expect(check.body.data).toMatchObject({ rate: '0.01086957', converted: '1.0869' });
    const unknown = await t.call('GET', '/app/currency/getExchangeRate', {
      token: a.token,
      query: { fromCurrencyId: 2, toCurrencyId: RUB },
    });
    expect(unknown.body.code).toBe(ResultCode.currencyUnknown);
    for (const amount of ['0.5', '-1', '1.00001', 'NaN', '1e30']) {
      const bad = await t.call('GET', '/app/currency/mini/checkTheExchangeRate', {
        token: a.token,
        query: { fromCurrencyId: RUB, toCurrencyId: USD, amount },
      });
      expect(bad.body.code, amount).toBe(ResultCode.amountInvalid);
    }
  });

  it('only a platform admin sets a price, and cross rates follow it', async () => {
    const user = await signUp(t);
    const admin = await signUp(t);
    await t.app.services.users.setStaffRole(admin.id, StaffRole.platformAdmin);
    const body = { currencyId: USD, rubPrice: '100' };
    expect((await t.call('PUT', '/admin/api/currency/rate', { token: user.token, body })).status).toBe(403);
    const set = await t.call('PUT', '/admin/api/currency/rate', { token: admin.token, body });
    expect(set.body.data).toMatchObject({ fromCurrencyId: USD, toCurrencyId: RUB, rate: '100.00000000' });
    const cross = await t.call('GET', '/app/currency/getExchangeRate', {
      token: user.token,
      query: { fromCurrencyId: USD, toCurrencyId: CurrencyId.CNY },
    });
    expect(cross.body.data.rate).toBe('8.00000000');
    for (const bad of [
      { currencyId: 2, rubPrice: '1' },
      { currencyId: 99, rubPrice: '1' },
      { currencyId: USD, rubPrice: '0' },
      { currencyId: USD, rubPrice: '-5' },
    ]) {
      const res = await t.call('PUT', '/admin/api/currency/rate', { token: admin.token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    await t.call('PUT', '/admin/api/currency/rate', {
      token: admin.token,
      body: { currencyId: USD, rubPrice: '92' },
    });
  });

  it('the staff ledger check answers ok to an admin only', async () => {
    const user = await signUp(t);
    const admin = await signUp(t);
    await t.app.services.users.setStaffRole(admin.id, StaffRole.platformAdmin);
    expect((await t.call('GET', '/admin/api/ledger/check', { token: user.token })).status).toBe(403);
    const res = await t.call('GET', '/admin/api/ledger/check', { token: admin.token });
    expect(res.body.data).toMatchObject({ ok: true, problems: [] });
  });
});
