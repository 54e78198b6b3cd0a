import { useQueries } from '@tanstack/react-query';
import { USER_CACHE_DAYS, type UserVo } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { chatKeys } from './keys.ts';

const USER_CACHE_MS = USER_CACHE_DAYS * 24 * 60 * 60 * 1000;
/** batchInfo takes at most 2,000 characters of ids. */
const BATCH_MAX = 100;

// Users asked for within one tick go to the server in as few batchInfo calls as fit.
type Waiter = { resolve: (user: UserVo | null) => void; reject: (error: unknown) => void };
let waiting = new Map<number, Waiter[]>();

function flush() {
  const all = [...waiting];
  waiting = new Map();
  for (let start = 0; start < all.length; start += BATCH_MAX)
    ask(new Map(all.slice(start, start + BATCH_MAX)));
}

function ask(batch: Map<number, Waiter[]>) {
  const ids = [...batch.keys()];
  api
    .get<UserVo[]>('/app/user/batchInfo', { query: { userIds: ids.join(',') }, silent: true })
    .then((users) => {
      const byId = new Map(users.map((user) => [user.userId, user]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id) ?? null);
    })
    .catch((error) => {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    });
}

/** One user as the viewer may see him; null when there is no such user. */
export function fetchChatUser(userId: number) {
  return new Promise<UserVo | null>((resolve, reject) => {
    if (waiting.size === 0) setTimeout(flush, 0);
    const waiters = waiting.get(userId) ?? [];
    waiters.push({ resolve, reject });
    waiting.set(userId, waiters);
  });
}

/** Names and avatars for a screen's users, kept for the user-cache time of spec §3 (7 days). */
export function useChatUsers(userIds: readonly number[]): Map<number, UserVo> {
  const unique = [...new Set(userIds.filter((id) => id > 0))];
  const results = useQueries({
    queries: unique.map((userId) => ({
      queryKey: chatKeys.users(userId),
      queryFn: () => fetchChatUser(userId),
      staleTime: USER_CACHE_MS,
      gcTime: USER_CACHE_MS,
    })),
  });
  const users = new Map<number, UserVo>();
  results.forEach((result, index) => {
    if (result.data) users.set(unique[index] as number, result.data);
  });
  return users;
}
