import type { ChatMessage } from '@volna/contracts';
import type { HistoryData } from '../api/history.ts';

/** A text message from user 7 in the private chat '7', with whatever a test changes. */
export const testMessage = (extra: Partial<ChatMessage> = {}): ChatMessage => ({
  msgUid: 'm',
  clientMsgId: 'c',
  conversationType: 1,
  targetId: '7',
  senderUserId: 7,
  objectName: 'RC:TxtMsg',
  content: { content: 'hi' },
  sentTime: 1,
  mentionedUserIds: [],
  quote: null,
  recalled: false,
  ...extra,
});

/** A message named by its msgUid (also its text), sent at `sentTime`. */
export const messageAt = (msgUid: string, sentTime: number, extra: Partial<ChatMessage> = {}) =>
  testMessage({ msgUid, clientMsgId: `c-${msgUid}`, content: { content: msgUid }, sentTime, ...extra });

/** Loaded history pages, newest first as the server answers. */
export const historyOf = (...pages: ChatMessage[][]): HistoryData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? undefined : i)),
});

export const uidsOf = (data: HistoryData) => data.pages.map((page) => page.map((m) => m.msgUid));
