import {
  BATCH_INFO_MAX_IDS,
  ONLINE_WINDOW_MS,
  PRESENCE_TOUCH_THROTTLE_MS,
  type PresenceVo,
} from '@volna/contracts';
import type { AppDeps } from '../deps.ts';
import { fail } from '../http/errors.ts';
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

    /** Online and last-seen of each user; one who was never active (or does not exist) is offline, never seen. */
    async of(userIds: number[]): Promise<Map<number, PresenceStatus>> {
      const seen = await users.lastActiveOf(userIds);
      return new Map(
        userIds.map((id) => {
          const lastActiveAt = seen.get(id) ?? null;
          return [id, { online: isOnline(lastActiveAt), lastActiveAt }];
        }),
      );
    },

    /** Presence as this viewer may see it: the exact last-seen time only for a viewer with adPermissions. */
    async viewedBy(viewerId: number, userIdsText: string): Promise<PresenceVo[]> {
      const ids = [...new Set(userIdsText.split(',').map(Number))];
      if (ids.length > BATCH_INFO_MAX_IDS || ids.some((id) => id < 1 || id > 2_147_483_647))
        fail('badRequest', { field: 'userIds' });
      const viewer = await users.findById(viewerId);
      const exact = !!viewer?.adPermissions;
      const seen = await users.lastActiveOf(ids);
      return ids.flatMap((userId) => {
        if (!seen.has(userId)) return [];
        const lastActiveAt = seen.get(userId) ?? null;
        return [
          {
            userId,
            online: isOnline(lastActiveAt),
            lastActiveTime: exact ? (lastActiveAt?.getTime() ?? null) : null,
          },
        ];
      });
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
