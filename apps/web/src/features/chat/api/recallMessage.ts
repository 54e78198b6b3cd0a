import type { ChatMessage } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/**
 * Recalls a message for everybody. The server decides (the sender within 2 minutes, 20603 after; group owners and
 * admins any time) and toasts its refusal; the recall event then empties the message on every screen.
 */
export const recallMessage = (msgUid: string) =>
  api.post<ChatMessage>('/app/chat/message/recall', { msgUid });
