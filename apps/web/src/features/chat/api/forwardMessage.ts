import type { ChatMessage, ForwardMessageBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/** One chat per call; the clientMsgId makes a retried call answer the first copy instead of making a second. */
export const forwardToChat = (body: ForwardMessageBody) =>
  api.post<ChatMessage>('/app/chat/message/forward', body, { silent: true });
