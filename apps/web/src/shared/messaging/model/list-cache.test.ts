import type { ConversationVo } from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { chatKeys } from '../api/keys.ts';
import { patchListOptimistically } from './list-cache.ts';
import { withTop, without } from './list-order.ts';

const chat = (targetId: string, lastSentTime: number): ConversationVo => ({
  conversationType: 1,
  targetId,
  latestMessage: null,
  unreadMessageCount: 0,
  unreadMentionedCount: 0,
  hasMentioned: false,
  lastUnreadTime: 0,
  lastSentTime,
  notificationLevel: 5,
  isTop: false,
  info: { moduleType: 0 },
  peerReadTime: 0,
});
const ids = () => queryClient.getQueryData<ConversationVo[]>(chatKeys.conversations)?.map((c) => c.targetId);

afterEach(() => queryClient.clear());

describe('optimistic chat-list changes', () => {
  it('shows the change at once and puts the list back on a refusal', async () => {
    queryClient.setQueryData(chatKeys.conversations, [chat('a', 30), chat('b', 20)]);
    const rollback = await patchListOptimistically((list) =>
      withTop(list, { conversationType: 1, targetId: 'b' }, true),
    );
    expect(ids()).toEqual(['b', 'a']);
    rollback();
    expect(ids()).toEqual(['a', 'b']);
  });

  it('leaves an unloaded list alone', async () => {
    const rollback = await patchListOptimistically((list) =>
      without(list, { conversationType: 1, targetId: 'a' }),
    );
    expect(ids()).toBeUndefined();
    rollback();
    expect(ids()).toBeUndefined();
  });
});
