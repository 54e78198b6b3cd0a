import { CHAT_LIST_REFRESH_THROTTLE_MS } from '@volna/contracts';

/**
 * Pull-to-refresh of the chat list reloads at most once per 3 s (spec §9): `run` calls `refresh` and answers true,
 * or answers false without calling it when the last reload started less than `intervalMs` ago.
 */
export function createRefreshThrottle(intervalMs = CHAT_LIST_REFRESH_THROTTLE_MS, now = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    async run(refresh: () => Promise<unknown>): Promise<boolean> {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      await refresh();
      return true;
    },
  };
}
