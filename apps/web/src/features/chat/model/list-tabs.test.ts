import type { ConversationVo, UnreadSummary } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import {
  isMuted,
  sortConversations,
  withMute,
  withTop,
  without,
} from '../../../shared/messaging/model/list-order.ts';
import { matchesSearch } from './list-search.ts';
import { badgeText, inTab, isChatTab, tabOfChat, tabUnread } from './list-tabs.ts';

const chat = (targetId: string, extra: Partial<ConversationVo> = {}): ConversationVo => ({
  conversationType: 1,
  targetId,
  latestMessage: null,
  unreadMessageCount: 0,
  unreadMentionedCount: 0,
  hasMentioned: false,
  lastUnreadTime: 0,
  lastSentTime: 0,
  notificationLevel: 5,
  isTop: false,
  info: { moduleType: 0 },
  peerReadTime: 0,
  ...extra,
});
const ids = (list: readonly ConversationVo[]) => list.map((c) => c.targetId);

describe('chat-list tabs', () => {
  it('sorts module types into messages (0 and the rest), dating (1) and wallet (7 and 8)', () => {
    expect([0, 1, 6, 7, 8, 3].map((moduleType) => tabOfChat({ moduleType }))).toEqual([
      'messages',
      'dating',
      'messages',
      'wallet',
      'wallet',
      'messages',
    ]);
    const list = [chat('a'), chat('b', { info: { moduleType: 1 } }), chat('c', { info: { moduleType: 8 } })];
    expect(ids(inTab(list, 'messages'))).toEqual(['a']);
    expect(ids(inTab(list, 'dating'))).toEqual(['b']);
    expect(ids(inTab(list, 'wallet'))).toEqual(['c']);
    // The wallet's support group is a customer-service group (6) answering for the wallet (8); others stay in messages.
    expect(tabOfChat({ moduleType: 6, responsibleModule: 8 })).toBe('wallet');
    expect(tabOfChat({ moduleType: 6, responsibleModule: 1 })).toBe('messages');
    expect(isChatTab('wallet')).toBe(true);
    expect(isChatTab('shop')).toBe(false);
    expect(isChatTab(null)).toBe(false);
  });

  it('caps badges at 99+ and shows nothing for zero', () => {
    expect([0, 1, 99, 100, 12345, -3].map(badgeText)).toEqual(['', '1', '99', '99+', '99+', '']);
    expect(badgeText(undefined)).toBe('');
  });

  it('reads each tab’s badge from the unread summary', () => {
    const summary: UnreadSummary = { messages: 3, dating: 120, wallet: 0, customerService: 2, total: 125 };
    expect(tabUnread(summary, 'messages')).toBe(3);
    expect(badgeText(tabUnread(summary, 'dating'))).toBe('99+');
    expect(tabUnread(undefined, 'wallet')).toBe(0);
  });
});

describe('optimistic list changes', () => {
  const list = [
    chat('pinned', { isTop: true, lastSentTime: 10 }),
    chat('new', { lastSentTime: 30 }),
    chat('old', { lastSentTime: 20 }),
  ];

  it('keeps the server order: pinned first, then newest', () => {
    expect(ids(sortConversations([...list].reverse()))).toEqual(['pinned', 'new', 'old']);
  });

  it('moves a pinned chat first and an unpinned one back to its place', () => {
    const pinned = withTop(list, { conversationType: 1, targetId: 'old' }, true);
    // Among pinned chats the newest comes first too.
    expect(ids(pinned)).toEqual(['old', 'pinned', 'new']);
    expect(pinned.find((c) => c.targetId === 'old')?.isTop).toBe(true);
    expect(ids(withTop(pinned, { conversationType: 1, targetId: 'pinned' }, false))).toEqual([
      'old',
      'new',
      'pinned',
    ]);
  });

  it('mutes and unmutes one chat, and removes one', () => {
    const muted = withMute(list, { conversationType: 1, targetId: 'new' }, true);
    expect(muted.filter(isMuted).map((c) => c.targetId)).toEqual(['new']);
    expect(withMute(muted, { conversationType: 1, targetId: 'new' }, false).some(isMuted)).toBe(false);
    expect(ids(without(list, { conversationType: 1, targetId: 'new' }))).toEqual(['pinned', 'old']);
    // Same targetId in another conversation type is another chat.
    expect(ids(without(list, { conversationType: 3, targetId: 'new' }))).toEqual(ids(list));
  });
});

describe('chat search', () => {
  it('matches any field, ignoring case and surrounding spaces; an empty query matches all', () => {
    expect(matchesSearch(['Anna Petrova', 'see you'], ' anna ')).toBe(true);
    expect(matchesSearch(['Anna Petrova', 'See You tomorrow'], 'YOU TOM')).toBe(true);
    expect(matchesSearch(['Anna', 'hi'], 'boris')).toBe(false);
    expect(matchesSearch(['Anna'], '   ')).toBe(true);
  });
});
