import type { ChatMessage } from '@volna/contracts';
import { paths } from '../../../../shared/lib/paths.ts';
import { navigateInApp } from '../../../../shared/lib/app-navigator.ts';

/** Opens the chat picker to forward this message; the picker sends one copy per chosen chat. */
export function forwardMessage(message: Pick<ChatMessage, 'msgUid'>) {
  navigateInApp(`${paths.selectChat}?${new URLSearchParams({ msgUid: message.msgUid })}`);
}
