import {
  type ChatMessage,
  ConversationType,
  GroupRole,
  type PresenceVo,
  RECALL_OBJECT_NAME,
  RECALL_WINDOW_MS,
  SENDABLE_OBJECT_NAMES,
  SYSTEM_OBJECT_NAME,
} from '@volna/contracts';
import dayjs from 'dayjs';
import { formatDate } from '../../../shared/format/dates.ts';

// The conversation screen's decisions, kept pure so they are tested without a browser.

/** Local calendar day of a time, for date separators. */
export const dayOf = (time: number) => dayjs(time).format('YYYY-MM-DD');

/**
 * Which rows open a new day (and so carry a date separator above them): the first row, and every row whose day
 * differs from the row before it. Times are in display order (oldest first).
 */
export function daySeparators(times: readonly number[]): boolean[] {
  return times.map((time, index) => index === 0 || dayOf(time) !== dayOf(times[index - 1] as number));
}

/** A date separator's text: today / yesterday (the browser's words), the weekday within a week, else the date. */
export function dayLabel(time: number, lang: string, now = Date.now()): string {
  const at = dayjs(time).startOf('day');
  const today = dayjs(now).startOf('day');
  const days = today.diff(at, 'day');
  if (days <= 1 && days >= 0) {
    const words = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-days, 'day');
    return words.charAt(0).toLocaleUpperCase(lang) + words.slice(1);
  }
  if (days > 1 && days < 7) {
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long' }).format(at.toDate());
    return weekday.charAt(0).toLocaleUpperCase(lang) + weekday.slice(1);
  }
  if (at.year() === today.year())
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long' }).format(at.toDate());
  return formatDate(time, lang);
}

/** Private chats only: the other user has read my message once his read time reaches its sentTime. */
export function readByPeer(
  message: Pick<ChatMessage, 'senderUserId' | 'sentTime' | 'conversationType'>,
  myUserId: number,
  peerReadTime: number | undefined,
): boolean | null {
  if (message.conversationType !== ConversationType.private || message.senderUserId !== myUserId) return null;
  return (peerReadTime ?? 0) >= message.sentTime;
}

export type CallRecordText =
  | { key: 'noAnswer' }
  | { key: 'completed'; duration: number }
  | { key: 'cancelled' }
  | { key: 'rejected' }
  | { key: 'declined' }
  | { key: 'unknown' };

/** A call record's end reason (spec §4): 5/15 no answer, 3/13 completed, 1/11 cancelled, 2/12 rejected, 22/32 declined. */
export function callRecordText(endReason: unknown, duration: unknown): CallRecordText {
  switch (endReason) {
    case 5:
    case 15:
      return { key: 'noAnswer' };
    case 3:
    case 13:
      return { key: 'completed', duration: typeof duration === 'number' && duration > 0 ? duration : 0 };
    case 1:
    case 11:
      return { key: 'cancelled' };
    case 2:
    case 12:
      return { key: 'rejected' };
    case 22:
    case 32:
      return { key: 'declined' };
    default:
      return { key: 'unknown' };
  }
}

export type PresenceLine =
  | { key: 'online' }
  | { key: 'lastSeenToday'; time: string }
  | { key: 'lastSeenYesterday'; time: string }
  | { key: 'lastSeenDaysAgo'; count: number }
  | { key: 'lastSeenOn'; date: string }
  | { key: 'lastSeenAWhileAgo' };

/**
 * Spec §4: online when active within a minute; viewers with adPermissions get the exact last-seen (the server sends
 * `lastActiveTime` only to them): today HH:mm, yesterday HH:mm, two days ago, 3 days or more the date; everybody
 * else 'a while ago'.
 */
export function presenceLine(presence: PresenceVo, lang: string, now = Date.now()): PresenceLine {
  if (presence.online) return { key: 'online' };
  if (presence.lastActiveTime === null) return { key: 'lastSeenAWhileAgo' };
  const at = dayjs(presence.lastActiveTime);
  const days = dayjs(now).startOf('day').diff(at.startOf('day'), 'day');
  if (days <= 0) return { key: 'lastSeenToday', time: at.format('HH:mm') };
  if (days === 1) return { key: 'lastSeenYesterday', time: at.format('HH:mm') };
  if (days === 2) return { key: 'lastSeenDaysAgo', count: 2 };
  return { key: 'lastSeenOn', date: formatDate(presence.lastActiveTime, lang) };
}

/** Messages shown as centred notices, never as bubbles, and never recalled or replied to. */
export const NOTICE_OBJECT_NAMES: readonly string[] = ['RC:InfoNtf', SYSTEM_OBJECT_NAME, RECALL_OBJECT_NAME];

/**
 * Whether a message may be forwarded (or recalled): only what a client could send itself; the server's own cards
 * (a transfer's, a red packet's) are records of money that the server refuses to copy or take back.
 */
export const canForward = (message: Pick<ChatMessage, 'objectName' | 'recalled'>) =>
  !message.recalled && (SENDABLE_OBJECT_NAMES as readonly string[]).includes(message.objectName);

/**
 * Whether the recall action is offered: my own message within the recall window, or in a group any message when I
 * am its owner or an admin. The server decides in the end (20603 after the window).
 */
export function canRecall(input: {
  message: Pick<ChatMessage, 'senderUserId' | 'sentTime' | 'conversationType' | 'recalled' | 'objectName'>;
  myUserId: number;
  myGroupRole?: number | null;
  now?: number;
}): boolean {
  const { message, myUserId, myGroupRole } = input;
  if (message.recalled || NOTICE_OBJECT_NAMES.includes(message.objectName)) return false;
  if (!canForward(message)) return false;
  if (message.conversationType === ConversationType.system) return false;
  if (
    message.conversationType === ConversationType.group &&
    (myGroupRole === GroupRole.owner || myGroupRole === GroupRole.admin)
  )
    return true;
  return (
    message.senderUserId === myUserId && (input.now ?? Date.now()) - message.sentTime <= RECALL_WINDOW_MS
  );
}

/** Virtuoso's prepend technique: the index of the first shown item goes down by as many rows as came in front. */
export type ListAnchor = { firstKey: string | null; firstItemIndex: number };
export const FIRST_ITEM_INDEX = 1_000_000;

export function nextAnchor(previous: ListAnchor, keys: readonly string[]): ListAnchor {
  const firstKey = keys[0] ?? null;
  if (previous.firstKey === null || firstKey === previous.firstKey)
    return firstKey === previous.firstKey ? previous : { firstKey, firstItemIndex: previous.firstItemIndex };
  const movedBy = keys.indexOf(previous.firstKey);
  // The old first row is gone (deleted, history cleared): nothing was prepended, the index stays.
  if (movedBy <= 0) return { firstKey, firstItemIndex: previous.firstItemIndex };
  return { firstKey, firstItemIndex: previous.firstItemIndex - movedBy };
}

/** How many rows arrived after the last row the reader had seen at the bottom (the 'new messages' pill). */
export function rowsAfter(keys: readonly string[], lastSeenKey: string | null): number {
  if (lastSeenKey === null) return 0;
  const at = keys.lastIndexOf(lastSeenKey);
  return at === -1 ? 0 : keys.length - 1 - at;
}
