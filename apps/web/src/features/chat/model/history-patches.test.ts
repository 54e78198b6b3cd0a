import type { ChatMessage } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import type { HistoryData } from '../api/history.ts';
import { withMessage, withRecall } from './history-patches.ts';

const message = (msgUid: string, sentTime: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
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
  ...extra,
});
const history = (...pages: ChatMessage[][]): HistoryData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? undefined : i)),
});
const uids = (data: HistoryData) => data.pages.map((page) => page.map((m) => m.msgUid));

describe('history patches from realtime events', () => {
  it('puts a new message first in the newest page', () => {
    const data = withMessage(history([message('b', 20), message('a', 10)]), message('c', 30));
    expect(uids(data)).toEqual([['c', 'b', 'a']]);
  });

  it('places a late message by its sentTime and never adds one twice', () => {
    const start = history([message('c', 30), message('a', 10)], [message('z', 5)]);
    const once = withMessage(start, message('b', 20));
    expect(uids(once)).toEqual([['c', 'b', 'a'], ['z']]);
    const again = withMessage(once, message('b', 20, { content: { content: 'edited' } }));
    expect(uids(again)).toEqual([['c', 'b', 'a'], ['z']]);
    const older = withMessage(again, message('z', 5, { recalled: true }));
    expect(uids(older)).toEqual([['c', 'b', 'a'], ['z']]);
    expect(older.pages[1]?.[0]?.recalled).toBe(true);
  });

  it('starts an empty history', () => {
    expect(uids(withMessage(history([]), message('a', 1)))).toEqual([['a']]);
  });

  it('empties a recalled message and the quotes of it', () => {
    const quoting = message('q', 40, {
      quote: { msgUid: 'a', senderUserId: 7, objectName: 'RC:TxtMsg', content: { content: 'a' } },
    });
    const data = withRecall(history([quoting, message('a', 10)]), 'a');
    expect(data.pages[0]?.[1]).toMatchObject({ recalled: true, content: {} });
    expect(data.pages[0]?.[0]?.quote?.content).toEqual({});
    expect(data.pages[0]?.[0]?.recalled).toBe(false);
  });
});
