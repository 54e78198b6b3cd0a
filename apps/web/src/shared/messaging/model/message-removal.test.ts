import { describe, expect, it } from 'vitest';
import type { HistoryData } from '../api/history.ts';
import { emptyHistory, withoutMessage, withRestored } from './message-removal.ts';
import { historyOf, messageAt, uidsOf } from './chat.test-support.ts';

describe('delete for me, optimistic', () => {
  it('removes the message and puts it back in its place on failure', () => {
    const start = historyOf(
      [messageAt('d', 40), messageAt('c', 30)],
      [messageAt('b', 20), messageAt('a', 10)],
    );
    const removed = withoutMessage(start, 'b');
    expect(uidsOf(removed)).toEqual([['d', 'c'], ['a']]);
    expect(uidsOf(withRestored(removed, messageAt('b', 20)))).toEqual([
      ['d', 'c'],
      ['b', 'a'],
    ]);
  });
  it('keeps what arrived meanwhile and never doubles a message', () => {
    const removed = withoutMessage(historyOf([messageAt('c', 30), messageAt('a', 10)]), 'c');
    const meanwhile: HistoryData = { ...removed, pages: [[messageAt('e', 50), ...(removed.pages[0] ?? [])]] };
    const restored = withRestored(meanwhile, messageAt('c', 30));
    expect(uidsOf(restored)).toEqual([['e', 'c', 'a']]);
    expect(withRestored(restored, messageAt('c', 30))).toBe(restored);
  });
  it('restores the oldest message at the very end and into an empty history', () => {
    expect(
      uidsOf(withRestored(historyOf([messageAt('b', 20)], [messageAt('a', 10)]), messageAt('z', 1))),
    ).toEqual([['b'], ['a', 'z']]);
    expect(uidsOf(withRestored(emptyHistory(), messageAt('a', 1)))).toEqual([['a']]);
  });
});
