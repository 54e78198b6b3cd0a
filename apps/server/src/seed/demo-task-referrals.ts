import { TaskApplicationState } from '@volna/contracts';
import type { Services } from '../services.ts';
import { DEMO_LISTINGS } from './demo-listings.ts';

/** The demo's paid task that pays referrals, found by its seed key. */
const TASK_INDEX = DEMO_LISTINGS.findIndex((d) => {
  const body = d.listing.body as { kind: string; referralAllowed?: boolean };
  return body.kind === 'task' && body.referralAllowed === true;
});

/**
 * Paid-task referrals in the demo world (issue 14 boards): on the demo task that pays referrals, the first demo user
 * applied naming the second as his referrer and was accepted (the second got the reward from the poster's held
 * budget), and the third applied on his own and waits — so the poster sees both kinds of applicants. Made through
 * the same service calls as the routes, once: a second run finds the applications and changes nothing.
 */
export async function seedDemoTaskReferrals(services: Services, memberIds: number[]) {
  const entry = DEMO_LISTINGS[TASK_INDEX];
  const posterId = entry ? memberIds[entry.owner] : undefined;
  if (posterId === undefined) return 0;
  const { listingTasks, listings } = services;
  const mine = await listings.mine(posterId, { pageNum: 1, pageSize: 100 });
  const task = mine.rows.find((r) => r.title === entry!.listing.title);
  if (!task) return 0;
  const others = memberIds.filter((id) => id !== posterId);
  const [referred, referrer, walkIn] = others;
  if (walkIn === undefined) return 0;
  let made = 0;
  for (const [applicantId, referrerId] of [
    [referred!, referrer!],
    [walkIn, null],
  ] as const) {
    const status = await listingTasks.referral(applicantId, task.id);
    if (status.myApplication) continue;
    const applied = await listingTasks.apply(applicantId, {
      listingId: task.id,
      referrer: referrerId === null ? '' : String(referrerId),
    });
    if (referrerId !== null && applied.state === TaskApplicationState.applied)
      await listingTasks.accept(posterId, applied.id);
    made++;
  }
  return made;
}
