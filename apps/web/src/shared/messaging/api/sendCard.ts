import type { ConversationKey } from '@volna/contracts';
import { sendMessage } from './sendMessage.ts';

/** A contact card (OL:Card) naming `userId`, sent to one chat; the chat shows it once the server's event arrives. */
export const sendCard = (chat: ConversationKey, userId: number, clientMsgId: string) =>
  sendMessage({
    conversationType: chat.conversationType,
    targetId: chat.targetId,
    objectName: 'OL:Card',
    content: { userId },
    clientMsgId,
  });
