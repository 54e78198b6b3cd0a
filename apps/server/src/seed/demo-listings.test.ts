import { LISTING_CATEGORY_TREE, type ListingCategoryNode, TaskApplicationState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { expectLedgerIntact } from '../modules/transfers/transfer.test-support.ts';
import { signUp } from '../modules/users/users.test-support.ts';
import { useWalletTestApp } from '../modules/wallet/wallet.test-support.ts';
import { DEMO_LISTING_PATHS, seedDemoListings } from './demo-listings.ts';
import { seedDemoTaskReferrals } from './demo-task-referrals.ts';
import { seedDemoWallet } from './demo-wallet.ts';

const t = useWalletTestApp();

/** Every path from a root to a leaf of the category tree. */
const leafPaths = (nodes: ListingCategoryNode[], above: string[] = []): string[][] =>
  nodes.flatMap((n) =>
    n.children?.length ? leafPaths(n.children, [...above, n.code]) : [[...above, n.code]],
  );

describe('demo listings seed', () => {
  it('covers every leaf of the category tree', () => {
    const seeded = new Set(DEMO_LISTING_PATHS.map((p) => p.join('/')));
    expect(leafPaths(LISTING_CATEGORY_TREE).filter((p) => !seeded.has(p.join('/')))).toEqual([]);
  });

  it('publishes the listings once, with photos and the boards’ deposits held, however often it runs', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await signUp(t)).id);
    await seedDemoWallet(t.app.services, ids);
    expect(await seedDemoListings(t.app.services, ids)).toBe(DEMO_LISTING_PATHS.length);
    expect(await seedDemoListings(t.app.services, ids)).toBe(0);

    const visitor = await signUp(t);
    const market = await t.call('GET', '/app/listings/list', {
      token: visitor.token,
      query: { pageSize: 50 },
    });
    expect(market.body.total).toBe(DEMO_LISTING_PATHS.length);
    const phones = await t.call('GET', '/app/listings/list', {
      token: visitor.token,
      query: { keyword: '手机' },
    });
    expect(phones.body.rows[0].photos[0].urlCompress).toMatch(/_c\./);
    const boards = market.body.rows.filter((r: { kind: string }) =>
      ['task', 'jobPosting', 'information'].includes(r.kind),
    );
    expect(boards.length).toBeGreaterThan(0);
    for (const board of boards) expect(board.deposit).toBe('100');

    // The task that pays referrals gets one referred applicant, accepted (his referrer paid 200 ₽), and one waiting.
    expect(await seedDemoTaskReferrals(t.app.services, ids)).toBe(2);
    expect(await seedDemoTaskReferrals(t.app.services, ids)).toBe(0);
    const task = boards.find((r: { body: { referralAllowed?: boolean } }) => r.body.referralAllowed);
    const applicants = await t.app.services.listingTasks.applications(task.ownerId, {
      listingId: task.id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(applicants.rows.map((r) => [r.state, r.referralOutcome])).toEqual([
      [TaskApplicationState.applied, null],
      [TaskApplicationState.accepted, 'paid'],
    ]);
    await expectLedgerIntact(t);
  });
});
