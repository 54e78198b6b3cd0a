import { RECALL_WINDOW_MS } from '@volna/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  callRecordText,
  canForward,
  canRecall,
  dayLabel,
  daySeparators,
  FIRST_ITEM_INDEX,
  nextAnchor,
  presenceLine,
  readByPeer,
  rowsAfter,
} from './conversation-view.ts';

const at = (text: string) => dayjs(text).valueOf();
const NOW = at('2026-11-23T15:30:00');

describe('date separators', () => {
  it('opens the first row and every new day, not a second message of the same day', () => {
    const times = [
      at('2026-11-20T23:59:00'),
      at('2026-11-21T00:00:00'),
      at('2026-11-21T12:00:00'),
      at('2026-11-23T09:00:00'),
      at('2026-11-23T09:01:00'),
    ];
    expect(daySeparators(times)).toEqual([true, true, false, true, false]);
    expect(daySeparators([])).toEqual([]);
  });
});

describe('read marks', () => {
  const mine = { senderUserId: 1, sentTime: 1000, conversationType: 1 };
  it('shows read once the peer read up to the message, unread before', () => {
    expect(readByPeer(mine, 1, 999)).toBe(false);
    expect(readByPeer(mine, 1, 1000)).toBe(true);
    expect(readByPeer(mine, 1, undefined)).toBe(false);
  });
  it('has no mark on others’ messages or outside private chats', () => {
    expect(readByPeer({ ...mine, senderUserId: 2 }, 1, 5000)).toBeNull();
    expect(readByPeer({ ...mine, conversationType: 3 }, 1, 5000)).toBeNull();
  });
});

describe('call records', () => {
  it('maps every end reason of spec §4', () => {
    expect([5, 15].map((r) => callRecordText(r, 0).key)).toEqual(['noAnswer', 'noAnswer']);
    expect(callRecordText(3, 75)).toEqual({ key: 'completed', duration: 75 });
    expect(callRecordText(13, undefined)).toEqual({ key: 'completed', duration: 0 });
    expect([1, 11].map((r) => callRecordText(r, 0).key)).toEqual(['cancelled', 'cancelled']);
    expect([2, 12].map((r) => callRecordText(r, 0).key)).toEqual(['rejected', 'rejected']);
    expect([22, 32].map((r) => callRecordText(r, 0).key)).toEqual(['declined', 'declined']);
    expect([0, 4, 99, '3', null].map((r) => callRecordText(r, 10).key)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});

describe('presence line', () => {
  const seen = (lastActiveTime: number | null, online = false) => ({ userId: 2, online, lastActiveTime });
  it('says online whoever looks', () => {
    expect(presenceLine(seen(null, true), 'ru', NOW)).toEqual({ key: 'online' });
    expect(presenceLine(seen(NOW - 10_000, true), 'ru', NOW)).toEqual({ key: 'online' });
  });
  it('gives the exact last seen to viewers the server sent it to (adPermissions)', () => {
    expect(presenceLine(seen(at('2026-11-23T08:05:00')), 'ru', NOW)).toEqual({
      key: 'lastSeenToday',
      time: '08:05',
    });
    expect(presenceLine(seen(at('2026-11-22T23:10:00')), 'ru', NOW)).toEqual({
      key: 'lastSeenYesterday',
      time: '23:10',
    });
    expect(presenceLine(seen(at('2026-11-21T10:00:00')), 'ru', NOW)).toEqual({
      key: 'lastSeenDaysAgo',
      count: 2,
    });
    expect(presenceLine(seen(at('2026-11-20T23:59:00')), 'ru', NOW)).toEqual({
      key: 'lastSeenOn',
      date: '20.11.2026',
    });
    expect(presenceLine(seen(at('2025-01-02T10:00:00')), 'zh', NOW)).toEqual({
      key: 'lastSeenOn',
      date: '2025.01.02',
    });
  });
  it('says "a while ago" to everybody else', () => {
    expect(presenceLine(seen(null), 'en', NOW)).toEqual({ key: 'lastSeenAWhileAgo' });
  });
});

describe('recall allowed', () => {
  const message = {
    senderUserId: 1,
    sentTime: NOW - 60_000,
    conversationType: 1,
    recalled: false,
    objectName: 'RC:TxtMsg',
  };
  it('lets the sender recall within the window only', () => {
    expect(canRecall({ message, myUserId: 1, now: NOW })).toBe(true);
    expect(
      canRecall({ message: { ...message, sentTime: NOW - RECALL_WINDOW_MS }, myUserId: 1, now: NOW }),
    ).toBe(true);
    expect(
      canRecall({ message: { ...message, sentTime: NOW - RECALL_WINDOW_MS - 1 }, myUserId: 1, now: NOW }),
    ).toBe(false);
    expect(canRecall({ message, myUserId: 2, now: NOW })).toBe(false);
  });
  it("never offers to recall or forward the server's money cards (transfers, red packets)", () => {
    for (const objectName of ['OL:Transfer', 'OL:RedPacket']) {
      expect(canRecall({ message: { ...message, objectName }, myUserId: 1, now: NOW })).toBe(false);
      expect(canForward({ ...message, objectName })).toBe(false);
    }
    expect(canForward(message)).toBe(true);
    expect(canForward({ ...message, recalled: true })).toBe(false);
  });
  it('lets group owners and admins recall any message at any time, ordinary members only their own', () => {
    const old = { ...message, conversationType: 3, senderUserId: 5, sentTime: NOW - 86_400_000 };
    expect(canRecall({ message: old, myUserId: 1, myGroupRole: 1, now: NOW })).toBe(true);
    expect(canRecall({ message: old, myUserId: 1, myGroupRole: 2, now: NOW })).toBe(true);
    expect(canRecall({ message: old, myUserId: 1, myGroupRole: 3, now: NOW })).toBe(false);
    expect(canRecall({ message: old, myUserId: 1, myGroupRole: null, now: NOW })).toBe(false);
    // A group role means nothing in a private chat.
    expect(
      canRecall({ message: { ...old, conversationType: 1 }, myUserId: 1, myGroupRole: 1, now: NOW }),
    ).toBe(false);
  });
  it('never offers it for a recalled message, a notice or the system chat', () => {
    expect(canRecall({ message: { ...message, recalled: true }, myUserId: 1, now: NOW })).toBe(false);
    expect(canRecall({ message: { ...message, objectName: 'RC:InfoNtf' }, myUserId: 1, now: NOW })).toBe(
      false,
    );
    expect(canRecall({ message: { ...message, conversationType: 6 }, myUserId: 1, now: NOW })).toBe(false);
  });
});

describe('virtuoso prepend arithmetic', () => {
  const start = { firstKey: null, firstItemIndex: FIRST_ITEM_INDEX };
  it('keeps the index while rows are added at the end', () => {
    const first = nextAnchor(start, ['a', 'b']);
    expect(first).toEqual({ firstKey: 'a', firstItemIndex: FIRST_ITEM_INDEX });
    expect(nextAnchor(first, ['a', 'b', 'c'])).toBe(first);
  });
  it('lowers the index by the number of rows put in front', () => {
    const first = nextAnchor(start, ['c', 'd']);
    const older = nextAnchor(first, ['x', 'y', 'z', 'c', 'd', 'e']);
    expect(older).toEqual({ firstKey: 'x', firstItemIndex: FIRST_ITEM_INDEX - 3 });
    // The row that was first keeps its absolute index.
    expect(older.firstItemIndex + 3).toBe(first.firstItemIndex);
  });
  it('keeps the index when the first row went away (deleted, cleared)', () => {
    const first = nextAnchor(start, ['a', 'b']);
    expect(nextAnchor(first, ['b'])).toEqual({ firstKey: 'b', firstItemIndex: FIRST_ITEM_INDEX });
    expect(nextAnchor(first, [])).toEqual({ firstKey: null, firstItemIndex: FIRST_ITEM_INDEX });
  });
  it('counts rows that came after the last one seen at the bottom', () => {
    expect(rowsAfter(['a', 'b', 'c', 'd'], 'b')).toBe(2);
    expect(rowsAfter(['a', 'b'], 'b')).toBe(0);
    expect(rowsAfter(['a'], null)).toBe(0);
    expect(rowsAfter(['a'], 'gone')).toBe(0);
  });
});

describe('date separator labels', () => {
  it('says today / yesterday, the weekday within a week, then the date', () => {
    expect(dayLabel(at('2026-11-23T09:00:00'), 'en', NOW)).toBe('Today');
    expect(dayLabel(at('2026-11-22T23:00:00'), 'en', NOW)).toBe('Yesterday');
    expect(dayLabel(at('2026-11-19T10:00:00'), 'en', NOW)).toBe('Thursday');
    expect(dayLabel(at('2026-03-05T10:00:00'), 'en', NOW)).toBe('March 5');
    expect(dayLabel(at('2025-03-05T10:00:00'), 'ru', NOW)).toBe('05.03.2025');
    expect(dayLabel(at('2025-03-05T10:00:00'), 'zh', NOW)).toBe('2025.03.05');
  });
});
