import { ListingOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../modules/ledger/ledger.check.ts';
import { signUp } from '../modules/users/users.test-support.ts';
import { useWalletTestApp } from '../modules/wallet/wallet.test-support.ts';
import { seedDemoListingOrders } from './demo-listing-orders.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoWallet } from './demo-wallet.ts';

const t = useWalletTestApp();

describe('demo marketplace orders seed', () => {
  it('makes orders in several states once, with their money really moved, however often it runs', async () => {
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await signUp(t));
    const ids = people.map((p) => p.id);
    await seedDemoWallet(t.app.services, ids);
    await seedDemoListings(t.app.services, ids);
    expect(await seedDemoListingOrders(t.app.services, ids)).toBe(4);
    expect(await seedDemoListingOrders(t.app.services, ids)).toBe(0);

    const states = new Set<number>();
    for (const person of people) {
      const mine = await t.call('GET', '/app/listing-orders/list', {
        token: person.token,
        query: { role: 'buyer' },
      });
      for (const row of mine.body.rows) states.add(row.state);
    }
    expect([...states].sort()).toEqual(
      [
        ListingOrderState.unpaid,
        ListingOrderState.shipped,
        ListingOrderState.completed,
        ListingOrderState.appeal,
      ].sort(),
    );
    // The cashback budget is funded once (25,000 VLN) and paid the one completed order's cashback from it.
    const budget = await t.app.services.cashback.budget();
    const paid = await t.app.services.cashback.flags({ pageNum: 1, pageSize: 10 });
    expect(paid.total).toBe(0);
    expect(Number(budget.balance)).toBeGreaterThan(24000);
    expect(Number(budget.balance)).toBeLessThan(25000);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});
