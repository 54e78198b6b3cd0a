import type { Services } from '../services.ts';

/**
 * Makes the demo users friends of each other, through the friends service as users would (a request, then the
 * other's request back accepts it). Pairs already friends are left alone, so it is safe on every start; answers how
 * many friendships it made.
 */
export async function seedDemoFriends(services: Services, userIds: number[]) {
  let made = 0;
  for (const [i, a] of userIds.entries())
    for (const b of userIds.slice(i + 1)) {
      if (await services.friends.areFriends(a, b)) continue;
      await services.friends.add(a, { userId: b });
      await services.friends.add(b, { userId: a });
      made++;
    }
  return made;
}
