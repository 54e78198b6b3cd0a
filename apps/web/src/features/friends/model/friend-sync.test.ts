import type { UserEvent } from '@volna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { friendKeys } from '../api/keys.ts';

let deliver: (events: UserEvent[]) => void = () => undefined;
vi.mock('../../../shared/realtime/messaging.ts', () => ({
  messaging: {
    onEvents: (listener: (events: UserEvent[]) => void) => {
      deliver = listener;
      return () => undefined;
    },
  },
}));

const { startFriendSync } = await import('./friend-sync.ts');

const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  for (const key of [
    friendKeys.list,
    friendKeys.requests,
    friendKeys.user(7),
    chatKeys.users(7),
    friendKeys.user(8),
  ])
    queryClient.setQueryData(key, []);
  startFriendSync();
});
afterEach(() => queryClient.clear());

describe('friend events', () => {
  it('a request re-reads the requests badge and the sender, not other users', () => {
    deliver([{ type: 'friendRequest', request: { fromUserId: 7, toUserId: 1 } }]);
    expect(stale(friendKeys.requests)).toBe(true);
    expect(stale(friendKeys.list)).toBe(true);
    expect(stale(friendKeys.user(7))).toBe(true);
    expect(stale(chatKeys.users(7))).toBe(true);
    expect(stale(friendKeys.user(8))).toBe(false);
  });

  it('an acceptance or a removal re-reads the list and that user', () => {
    deliver([{ type: 'friendAccepted', userId: 7, requestId: 3 }]);
    expect(stale(friendKeys.list)).toBe(true);
    expect(stale(friendKeys.user(7))).toBe(true);
    queryClient.setQueryData(friendKeys.user(8), []);
    deliver([{ type: 'friendRemoved', userId: 8 }]);
    expect(stale(friendKeys.user(8))).toBe(true);
  });

  it('a withdrawn request re-reads the requests (list and badge) and the sender, not other users', () => {
    deliver([{ type: 'friendRequestCancelled', userId: 7, requestId: 3 }]);
    expect(stale(friendKeys.requests)).toBe(true);
    expect(stale(friendKeys.user(7))).toBe(true);
    expect(stale(friendKeys.user(8))).toBe(false);
  });

  it('other events leave the friends caches alone; a fresh connection (empty batch) re-reads the lists', () => {
    deliver([{ type: 'message', message: {} }]);
    expect(stale(friendKeys.list)).toBe(false);
    expect(stale(friendKeys.requests)).toBe(false);
    deliver([]);
    expect(stale(friendKeys.list)).toBe(true);
    expect(stale(friendKeys.requests)).toBe(true);
    expect(stale(friendKeys.user(7))).toBe(false);
  });
});
