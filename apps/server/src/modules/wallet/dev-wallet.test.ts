import { CurrencyId } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { balancesOf, useWalletTestApp } from './wallet.test-support.ts';

const t = useWalletTestApp();

const credit = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/dev/wallet/credit', payload: body as object });

describe('POST /dev/wallet/credit (outside production)', () => {
  it('credits once per event, as a reward through the ledger', async () => {
    const user = await signUp(t);
    const body = { userId: user.id, currencyId: CurrencyId.RUB, amount: '12.5', eventId: 'e2e-1' };
    expect((await credit(body)).json()).toMatchObject({ code: 200 });
    expect((await credit(body)).json()).toMatchObject({ code: 200 });
    expect((await balancesOf(t, user.id)).get(CurrencyId.RUB)).toEqual({
      available: '12.5000',
      frozen: '0.0000',
    });
    const flows = await t.app.services.wallet.flows.list(user.id, { pageNum: 1, pageSize: 20, status: 0 });
    expect(flows.total).toBe(1);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const user = await signUp(t);
    const good = { userId: user.id, currencyId: CurrencyId.RUB, amount: '1', eventId: 'e2e-2' };
    for (const bad of [
      { ...good, amount: '-1' },
      { ...good, amount: '1e30' },
      { ...good, amount: '1.00001' },
      { ...good, currencyId: 999 },
      { ...good, userId: 'x' },
      { ...good, eventId: 'a b' },
      {},
    ]) {
      const response = await credit(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
    expect((await balancesOf(t, user.id)).get(CurrencyId.RUB)).toEqual({
      available: '0.0000',
      frozen: '0.0000',
    });
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' }).catch(() => null);
    if (!production) return; // production refuses to start without its settings; then the route cannot exist either
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/wallet/credit',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
