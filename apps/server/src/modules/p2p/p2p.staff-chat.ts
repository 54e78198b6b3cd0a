import type { ChatMessage, P2pStaffChatMessageVo } from '@volna/contracts';

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
