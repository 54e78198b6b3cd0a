import type { ChatMessage } from '@volna/contracts';
import type { MessageRow } from './chat.repository.ts';

/** A stored message as one member sees it: his targetId for the chat; a recalled one without its content. */
export function presentMessage(row: MessageRow, targetId: string): ChatMessage {
  return {
    msgUid: row.msgUid,
    clientMsgId: row.clientMsgId,
    conversationType: row.conversationType,
    targetId,
    senderUserId: row.senderUserId,
    objectName: row.objectName,
    content: row.recalled ? {} : (row.content as Record<string, unknown>),
    sentTime: row.sentTime,
    mentionedUserIds: row.mentionedUserIds as number[],
    quote: (row.quote as ChatMessage['quote']) ?? null,
    recalled: row.recalled,
  };
}
