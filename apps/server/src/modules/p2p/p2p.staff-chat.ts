import { type ChatMessage, ConversationType, type P2pStaffChatMessageVo } from '@volna/contracts';
import { AppError } from '../../http/errors.ts';
import type { ChatService } from '../chat/chat.service.ts';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A chat message as the complaints desk reads it: a text's words, a file's or picture's address, an order card's
 * event; other kinds by their type alone.
 */
export function staffMessageOf(message: ChatMessage): P2pStaffChatMessageVo {
  const c = message.content;
  const text = message.recalled
    ? ''
    : str(c.content) ||
      str(c.imageUri) ||
      str(c.fileUrl) ||
      str(c.sightUrl) ||
      str(c.remoteUrl) ||
      str(c.event);
  return {
    msgUid: message.msgUid,
    senderUserId: message.senderUserId,
    objectName: message.objectName,
    text,
    sentTime: message.sentTime,
  };
}

/**
 * The private chat of a deal's two parties as `viewerId` has it, oldest first, as a desk reads it (P2P complaints,
 * marketplace appeals). He may have removed the chat on his side: then none, and the order still answers.
 */
export async function partiesChat(chat: ChatService, viewerId: number, peerId: number) {
  const messages = await chat
    .history(viewerId, { conversationType: ConversationType.private, targetId: String(peerId), count: 100 })
    .catch((error: unknown) => {
      if (error instanceof AppError) return [];
      throw error;
    });
  return messages.reverse().map(staffMessageOf);
}
