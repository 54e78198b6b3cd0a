import type { ChatMessage, SendMessageBody } from '@volna/contracts';
import { api } from '../../api/client.ts';

/** Idempotent by clientMsgId: a retry after a lost answer returns the first message, never a second one. */
export const sendMessage = (body: SendMessageBody) => api.post<ChatMessage>('/app/chat/message/send', body);
