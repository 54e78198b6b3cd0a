import { CurrencyId, FlowDirection, FlowType, IDEMPOTENCY_HEADER, ResultCode } from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import {
  availableOf,
  countRows,
  expectLedgerIntact,
  fund,
  newKey,
  PAY_PASSWORD,
  walletUser,
} from '../topup/topup.test-support.ts';

const { RUB, CNY, USD, USDT, VLN } = CurrencyId;

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const preview = (token: string, sources: number[], target: number) =>
  t.call('GET', '/app/wallet/merge/preview', {
    token,
    query: { sourceCurrencyIds: sources.join(','), targetCurrencyId: target },
  });

const merge = (token: string, body: Record<string, unknown>, key: string = newKey()) =>
  t.call('POST', '/app/wallet/merge', {
    token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: { payPassword: PAY_PASSWORD, ...body },
  });

/** The merge body a client sends after a preview: its items' amounts and its rates version. */
const bodyOf = (data: {
  targetCurrencyId: number;
  items: Array<{ currencyId: number; amount: string }>;
  ratesVersion: string;
}) => ({
  targetCurrencyId: data.targetCurrencyId,
  items: data.items.map((i) => ({ currencyId: i.currencyId, amount: i.amount })),
  ratesVersion: data.ratesVersion,
});

async function balances(userId: number) {
  return {
    rub: await availableOf(t, userId, RUB),
    cny: await availableOf(t, userId, CNY),
    usd: await availableOf(t, userId, USD),
  };
}

describe('merge money', () => {
  it('preview then merge: exact amounts at the platform rate, one ledger transaction, history rows', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, USD, '10');
    await fund(t, user.id, CNY, '100.5');
    await fund(t, user.id, RUB, '7');

    const seen = await preview(user.token, [USD, CNY, USDT], RUB);
    expect(seen.status).toBe(200);
    // USDT has no balance: not listed.
    expect(seen.body.data).toMatchObject({
      targetCurrencyId: RUB,
      targetCurrencyCode: 'RUB',
      items: [
        {
          currencyId: CNY,
          currencyCode: 'CNY',
          amount: '100.5000',
          rate: '12.50000000',
          result: '1256.2500',
        },
        { currencyId: USD, currencyCode: 'USD', amount: '10.0000', rate: '92.00000000', result: '920.0000' },
      ],
      total: '2176.2500',
    });
    const txBefore = await countRows(t, 'journal_transactions');

    const done = await merge(user.token, bodyOf(seen.body.data));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ total: '2176.2500', items: seen.body.data.items });
    expect(await balances(user.id)).toEqual({ rub: '2183.2500', cny: '0.0000', usd: '0.0000' });
    expect(await countRows(t, 'journal_transactions')).toBe(txBefore + 1);

    const history = await t.call('GET', '/app/flow/list', {
      token: user.token,
      query: { type: FlowType.merge },
    });
    expect(history.body.total).toBe(3);
    const incoming = history.body.rows.find((f: { direction: number }) => f.direction === FlowDirection.in);
    expect(incoming).toMatchObject({ id: done.body.data.flowId, currencyId: RUB, amount: '2176.2500' });
  });

  it('rounds each part down to 4 decimals, as previewed', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, RUB, '100');
    const seen = await preview(user.token, [RUB], USD);
    expect(seen.body.data.items).toEqual([
      { currencyId: RUB, currencyCode: 'RUB', amount: '100.0000', rate: '0.01086957', result: '1.0869' },
    ]);
    const done = await merge(user.token, bodyOf(seen.body.data));
    expect(done.body.data.total).toBe('1.0869');
    expect(await availableOf(t, user.id, USD)).toBe('1.0869');
    expect(await availableOf(t, user.id, RUB)).toBe('0.0000');
  });

  it('gathers leftovers under 1 as previewed; one too small to become anything is refused with nothing moved', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, USD, '1.5');
    await merge(user.token, {
      targetCurrencyId: RUB,
      items: [{ currencyId: USD, amount: '1' }],
      ratesVersion: 'x',
    });
    const seen = await preview(user.token, [USD], RUB);
    expect(seen.body.data.items).toEqual([
      { currencyId: USD, currencyCode: 'USD', amount: '1.5000', rate: '92.00000000', result: '138.0000' },
    ]);
    const half = await merge(user.token, {
      ...bodyOf(seen.body.data),
      items: [{ currencyId: USD, amount: '0.5' }],
    });
    expect(half.body.code).toBe(200);
    expect(await availableOf(t, user.id, USD)).toBe('1.0000');
    expect(await availableOf(t, user.id, RUB)).toBe('46.0000');

    await fund(t, user.id, RUB, '0.0001');
    const tiny = await preview(user.token, [RUB], USD);
    const postings = await countRows(t, 'postings');
    const res = await merge(user.token, {
      ...bodyOf(tiny.body.data),
      items: [{ currencyId: RUB, amount: '0.0001' }],
    });
    expect(res.body.code).toBe(ResultCode.amountInvalid);
    expect(await countRows(t, 'postings')).toBe(postings);
    expect(await availableOf(t, user.id, RUB)).toBe('46.0001');
  });

  it('a source short of the amount refuses the whole merge: nothing moves in any currency', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, USD, '10');
    await fund(t, user.id, CNY, '50');
    const seen = await preview(user.token, [USD, CNY], RUB);
    const body = bodyOf(seen.body.data);
    body.items = body.items.map((i) => (i.currencyId === CNY ? { ...i, amount: '50.0001' } : i));
    const postings = await countRows(t, 'postings');
    const flows = await countRows(t, 'flows');
    const res = await merge(user.token, body);
    expect(res.body.code).toBe(ResultCode.insufficientBalance);
    expect(await balances(user.id)).toEqual({ rub: '0.0000', cny: '50.0000', usd: '10.0000' });
    expect(await countRows(t, 'postings')).toBe(postings);
    expect(await countRows(t, 'flows')).toBe(flows);
  });

  it('rates changed since the preview: refused (ratesChanged), nothing moved; a new preview goes through', async () => {
    const user = await walletUser(t);
    const staff = await walletUser(t);
    await fund(t, user.id, USD, '2');
    const seen = await preview(user.token, [USD], RUB);
    await t.app.services.wallet.currency.setRubPrice(staff.id, USD, '93');
    const postings = await countRows(t, 'postings');
    const refused = await merge(user.token, bodyOf(seen.body.data));
    expect(refused.body.code).toBe(ResultCode.ratesChanged);
    expect(refused.body.msg).toContain('rates have changed');
    expect(await countRows(t, 'postings')).toBe(postings);
    expect(await availableOf(t, user.id, USD)).toBe('2.0000');

    const fresh = await preview(user.token, [USD], RUB);
    expect(fresh.body.data.total).toBe('186.0000');
    const done = await merge(user.token, bodyOf(fresh.body.data));
    expect(done.status).toBe(200);
    expect(await availableOf(t, user.id, RUB)).toBe('186.0000');
    await t.app.services.wallet.currency.setRubPrice(staff.id, USD, '92');
  });

  it('the same merge retried 10 times at once has one effect and one answer', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, CNY, '80');
    await fund(t, user.id, USDT, '3');
    const seen = await preview(user.token, [CNY, USDT], VLN);
    const key = newKey();
    const tx = await countRows(t, 'journal_transactions');
    const flows = await countRows(t, 'flows');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => merge(user.token, bodyOf(seen.body.data), key)),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data.total).toBe('1276.0000');
    }
    expect(await availableOf(t, user.id, VLN)).toBe('1276.0000');
    expect(await countRows(t, 'journal_transactions')).toBe(tx + 1);
    expect(await countRows(t, 'flows')).toBe(flows + 3);
    // The same key with other parameters is refused.
    const other = await merge(user.token, { ...bodyOf(seen.body.data), targetCurrencyId: RUB }, key);
    expect(other.body.code).toBe(ResultCode.idempotencyKeyReused);
  });

  it('a wrong pay password moves nothing', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, USD, '1');
    const seen = await preview(user.token, [USD], RUB);
    const res = await merge(user.token, { ...bodyOf(seen.body.data), payPassword: '000000' });
    expect(res.body.code).toBe(ResultCode.payPasswordWrong);
    expect(await availableOf(t, user.id, USD)).toBe('1.0000');
  });

  it('bad input answers 400 or its code, never 500, and changes nothing', async () => {
    const user = await walletUser(t);
    await fund(t, user.id, USD, '5');
    const seen = await preview(user.token, [USD], RUB);
    const good = bodyOf(seen.body.data);
    const postings = await countRows(t, 'postings');
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...good, items: [] }, ResultCode.badRequest],
      [{ ...good, items: [{ currencyId: USD, amount: '1.00001' }] }, ResultCode.amountInvalid],
      [{ ...good, items: [{ currencyId: USD, amount: '0' }] }, ResultCode.amountInvalid],
      [{ ...good, items: [{ currencyId: USD, amount: '-1' }] }, ResultCode.amountInvalid],
      [{ ...good, items: [{ currencyId: USD, amount: '1e30' }] }, ResultCode.amountInvalid],
      [{ ...good, items: [{ currencyId: USD, amount: 'NaN' }] }, ResultCode.amountInvalid],
      [{ ...good, items: [good.items[0], good.items[0]] }, ResultCode.badRequest],
      [{ ...good, items: [{ currencyId: 99, amount: '1' }] }, ResultCode.currencyUnknown],
      [{ ...good, items: [{ currencyId: CurrencyId.hidden, amount: '1' }] }, ResultCode.currencyUnknown],
      [{ ...good, targetCurrencyId: 99 }, ResultCode.currencyUnknown],
      [{ ...good, targetCurrencyId: USD }, ResultCode.mergeNothingToMerge],
      [{ ...good, ratesVersion: 'made-up' }, ResultCode.ratesChanged],
      [{ ...good, ratesVersion: '' }, ResultCode.badRequest],
      [{ ...good, payPassword: '12' }, ResultCode.payPasswordFormat],
    ];
    for (const [body, code] of cases) {
      const res = await merge(user.token, body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeLessThan(500);
    }
    const noKey = await t.call('POST', '/app/wallet/merge', { token: user.token, body: good });
    expect(noKey.status).toBe(400);
    for (const query of [
      { sourceCurrencyIds: 'x', targetCurrencyId: RUB },
      { sourceCurrencyIds: '5', targetCurrencyId: 'x' },
      { sourceCurrencyIds: '5,99', targetCurrencyId: RUB },
      { sourceCurrencyIds: '2', targetCurrencyId: RUB },
    ]) {
      const res = await t.call('GET', '/app/wallet/merge/preview', { token: user.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect(await countRows(t, 'postings')).toBe(postings);
    expect(await availableOf(t, user.id, USD)).toBe('5.0000');
  });

  it('the preview leaves out the target, empty balances and is empty when nothing can be merged', async () => {
    const user = await walletUser(t);
    const res = await preview(user.token, [RUB, USD], RUB);
    expect(res.body.data).toMatchObject({ items: [], total: '0.0000' });
    const anon = await t.call('GET', '/app/wallet/merge/preview', {
      query: { sourceCurrencyIds: '5', targetCurrencyId: 1 },
    });
    expect(anon.status).toBe(401);
  });
});
