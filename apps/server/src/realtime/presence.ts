import { ONLINE_WINDOW_MS, PRESENCE_TOUCH_THROTTLE_MS } from '@volna/contracts';
import type { AppDeps } from '../deps.ts';
import type { UsersService } from '../modules/users/users.service.ts';

export type PresenceStatus = { online: boolean; lastActiveAt: Date | null };

// Past this many remembered users, entries too old to throttle anything are dropped.
const THROTTLE_MEMORY = 10_000;

/**
 * Presence (spec: online if active within a minute, else last seen). Activity is written to users.lastActiveAt at
 * most once per PRESENCE_TOUCH_THROTTLE_MS per user on this instance, so a chatty socket costs no extra writes.
 */
export function createPresence({ clock }: Pick<AppDeps, 'clock'>, users: UsersService) {
  const lastWritten = new Map<number, number>();

  function forgetStale(now: number) {
    if (lastWritten.size < THROTTLE_MEMORY) return;
    for (const [userId, at] of lastWritten)
      if (now - at >= PRESENCE_TOUCH_THROTTLE_MS) lastWritten.delete(userId);
  }

  const isOnline = (lastActiveAt: Date | null | undefined) =>
    !!lastActiveAt && clock.now().getTime() - lastActiveAt.getTime() < ONLINE_WINDOW_MS;

  return {
    /** The user did something; `leaving` records the moment he disconnects, whatever the throttle says. */
    async active(userId: number, leaving = false) {
      const now = clock.now().getTime();
      const last = lastWritten.get(userId);
      if (!leaving && last !== undefined && now - last < PRESENCE_TOUCH_THROTTLE_MS) return;
      forgetStale(now);
      lastWritten.set(userId, now);
      await users.touchActive(userId);
    },

    isOnline,

    /** Online and last-seen of each user; one who was never active is offline with no last-seen time. */
    async of(userIds: number[]): Promise<Map<number, PresenceStatus>> {
      const seen = await users.lastActiveOf(userIds);
      return new Map(
        userIds.map((id) => {
          const lastActiveAt = seen.get(id) ?? null;
          return [id, { online: isOnline(lastActiveAt), lastActiveAt }];
        }),
      );
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
