import { describe, expect, it } from 'vitest';
import { withEdit, withMessage, withRecall } from './history-patches.ts';
import { historyOf, messageAt, uidsOf } from '../../../shared/messaging/model/chat.test-support.ts';

describe('history patches from realtime events', () => {
  it('puts a new message first in the newest page', () => {
    const data = withMessage(historyOf([messageAt('b', 20), messageAt('a', 10)]), messageAt('c', 30));
    expect(uidsOf(data)).toEqual([['c', 'b', 'a']]);
  });

  it('places a late message by its sentTime and never adds one twice', () => {
    const start = historyOf([messageAt('c', 30), messageAt('a', 10)], [messageAt('z', 5)]);
    const once = withMessage(start, messageAt('b', 20));
    expect(uidsOf(once)).toEqual([['c', 'b', 'a'], ['z']]);
    const again = withMessage(once, messageAt('b', 20, { content: { content: 'edited' } }));
    expect(uidsOf(again)).toEqual([['c', 'b', 'a'], ['z']]);
    const older = withMessage(again, messageAt('z', 5, { recalled: true }));
    expect(uidsOf(older)).toEqual([['c', 'b', 'a'], ['z']]);
    expect(older.pages[1]?.[0]?.recalled).toBe(true);
  });

  it('redraws an edited card where it is and never adds one a history does not hold (issue 30)', () => {
    const start = historyOf([messageAt('c', 30), messageAt('card', 20), messageAt('a', 10)]);
    const edited = withEdit(start, messageAt('card', 20, { content: { action: 'pay' } }));
    expect(uidsOf(edited)).toEqual(uidsOf(start));
    expect(edited.pages[0]![1]!.content).toEqual({ action: 'pay' });
    expect(withEdit(start, messageAt('elsewhere', 5))).toBe(start);
  });

  it('starts an empty history', () => {
    expect(uidsOf(withMessage(historyOf([]), messageAt('a', 1)))).toEqual([['a']]);
  });

  it('empties a recalled message and the quotes of it', () => {
    const quoting = messageAt('q', 40, {
      quote: { msgUid: 'a', senderUserId: 7, objectName: 'RC:TxtMsg', content: { content: 'a' } },
    });
    const data = withRecall(historyOf([quoting, messageAt('a', 10)]), 'a');
    expect(data.pages[0]?.[1]).toMatchObject({ recalled: true, content: {} });
    expect(data.pages[0]?.[0]?.quote?.content).toEqual({});
    expect(data.pages[0]?.[0]?.recalled).toBe(false);
  });
});
