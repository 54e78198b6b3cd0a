import type { ChatMessage } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import type { HistoryData } from '../api/history.ts';
import { emptyHistory, withoutMessage, withRestored } from './message-removal.ts';

const message = (msgUid: string, sentTime: number): ChatMessage => ({
  msgUid,
  clientMsgId: `c-${msgUid}`,
  conversationType: 1,
  targetId: '7',
  senderUserId: 7,
  objectName: 'RC:TxtMsg',
  content: { content: msgUid },
  sentTime,
  mentionedUserIds: [],
  quote: null,
  recalled: false,
});
const history = (...pages: ChatMessage[][]): HistoryData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? undefined : i)),
});
const uids = (data: HistoryData) => data.pages.map((page) => page.map((m) => m.msgUid));

describe('delete for me, optimistic', () => {
  it('removes the message and puts it back in its place on failure', () => {
    const start = history([message('d', 40), message('c', 30)], [message('b', 20), message('a', 10)]);
    const removed = withoutMessage(start, 'b');
    expect(uids(removed)).toEqual([['d', 'c'], ['a']]);
    expect(uids(withRestored(removed, message('b', 20)))).toEqual([
      ['d', 'c'],
      ['b', 'a'],
    ]);
  });
  it('keeps what arrived meanwhile and never doubles a message', () => {
    const removed = withoutMessage(history([message('c', 30), message('a', 10)]), 'c');
    const meanwhile: HistoryData = { ...removed, pages: [[message('e', 50), ...(removed.pages[0] ?? [])]] };
    const restored = withRestored(meanwhile, message('c', 30));
    expect(uids(restored)).toEqual([['e', 'c', 'a']]);
    expect(withRestored(restored, message('c', 30))).toBe(restored);
  });
  it('restores the oldest message at the very end and into an empty history', () => {
    expect(uids(withRestored(history([message('b', 20)], [message('a', 10)]), message('z', 1)))).toEqual([
      ['b'],
      ['a', 'z'],
    ]);
    expect(uids(withRestored(emptyHistory(), message('a', 1)))).toEqual([['a']]);
  });
});
