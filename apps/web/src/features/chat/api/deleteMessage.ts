import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { withoutMessage, withRestored } from '../../../shared/messaging/model/message-removal.ts';
import type { HistoryData } from '../../../shared/messaging/api/history.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';

/** Deletes a message from my copy of the chat only; the others still see it. */
export const deleteMessage = (msgUid: string) => api.post<null>('/app/chat/message/delete', { msgUid });

/** Optimistic: the message leaves the screen at once and comes back in its place if the server refuses. */
export async function deleteForMe(chat: ConversationKey, message: ChatMessage) {
  const key = chatKeys.history(chat);
  queryClient.setQueryData<HistoryData>(key, (data) => (data ? withoutMessage(data, message.msgUid) : data));
  try {
    await deleteMessage(message.msgUid);
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  } catch (error) {
    queryClient.setQueryData<HistoryData>(key, (data) => (data ? withRestored(data, message) : data));
    throw error;
  }
}
