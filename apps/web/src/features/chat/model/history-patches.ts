import type { ChatMessage } from '@volna/contracts';
import type { HistoryData } from '../../../shared/messaging/api/history.ts';

/**
 * Adds a message to a loaded history, or replaces its copy (a retried send, a replayed event). Pages stay newest
 * first; a message lands where its sentTime puts it, so a late event never shows out of order.
 */
export function withMessage(data: HistoryData, message: ChatMessage): HistoryData {
  const replaced = withEdit(data, message);
  if (replaced !== data) return replaced;
  const [newest = [], ...older] = data.pages;
  const at = newest.findIndex((m) => m.sentTime < message.sentTime);
  const placed = at === -1 ? [...newest, message] : [...newest.slice(0, at), message, ...newest.slice(at)];
  return { ...data, pages: [placed, ...older] };
}

/** An edited message replaces its copy where it is; a history that does not hold it stays as it is. */
export function withEdit(data: HistoryData, message: ChatMessage): HistoryData {
  if (!data.pages.some((page) => page.some((m) => m.msgUid === message.msgUid))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => page.map((m) => (m.msgUid === message.msgUid ? message : m))),
  };
}

/** A recall empties the message and every quote of it (spec: the recalled text is gone for everyone). */
export function withRecall(data: HistoryData, msgUid: string): HistoryData {
  const recall = (m: ChatMessage): ChatMessage => {
    if (m.msgUid === msgUid) return { ...m, recalled: true, content: {} };
    if (m.quote?.msgUid === msgUid) return { ...m, quote: { ...m.quote, content: {} } };
    return m;
  };
  return { ...data, pages: data.pages.map((page) => page.map(recall)) };
}
