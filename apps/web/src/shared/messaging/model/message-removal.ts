import type { ChatMessage } from '@volna/contracts';
import type { HistoryData } from '../api/history.ts';

/** Takes a message out of a loaded history (deleted for me); pages keep their places so paging goes on. */
export function withoutMessage(data: HistoryData, msgUid: string): HistoryData {
  return { ...data, pages: data.pages.map((page) => page.filter((m) => m.msgUid !== msgUid)) };
}

/**
 * Puts a removed message back where its sentTime belongs (a delete the server refused), whichever page that is;
 * events that arrived meanwhile stay. Pages and their messages are newest first.
 */
export function withRestored(data: HistoryData, message: ChatMessage): HistoryData {
  if (data.pages.some((page) => page.some((m) => m.msgUid === message.msgUid))) return data;
  const pages = data.pages.map((page) => [...page]);
  let pageIndex = pages.findIndex((page) => page.some((m) => m.sentTime < message.sentTime));
  if (pageIndex === -1) pageIndex = Math.max(0, pages.length - 1);
  const page = pages[pageIndex] ?? [];
  const at = page.findIndex((m) => m.sentTime < message.sentTime);
  if (at === -1) page.push(message);
  else page.splice(at, 0, message);
  pages[pageIndex] = page;
  return { ...data, pages };
}

/** History after "clear for me": nothing loaded and nothing older to load. */
export const emptyHistory = (): HistoryData => ({ pages: [[]], pageParams: [undefined] });
