import type { ChatMessage, ConversationKey, ConversationVo, TypingEvent, UserEvent } from '@volna/contracts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { rereadMissed } from '../../../shared/realtime/reread-missed.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import type { HistoryData } from '../../../shared/messaging/api/history.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { withEdit, withMessage, withRecall } from './history-patches.ts';
import { withoutMessage } from '../../../shared/messaging/model/message-removal.ts';
import { useOutbox } from './outbox.ts';
import { typingEnded, typingSeen } from './typing.ts';

type MessageEvent = { type: 'message'; message: ChatMessage };
/** A server card edited in place (an order's one card at each step, issue 30): the whole message anew. */
type EditedEvent = { type: 'messageEdited'; message: ChatMessage };
type RecallEvent = { type: 'recall'; msgUid: string } & ConversationKey;
/** "Delete for me" on another of the user's devices. */
type DeletedEvent = { type: 'messageDeleted'; msgUid: string } & ConversationKey;
type ReadStatusEvent = { type: 'readStatus'; lastMessageSendTime: number } & ConversationKey;

function patchHistory(key: ConversationKey, patch: (data: HistoryData) => HistoryData) {
  const queryKey = chatKeys.history(key);
  const state = queryClient.getQueryState(queryKey);
  // A first page still on its way may have been read before this event: read it again rather than miss it.
  if (state && state.data === undefined && state.fetchStatus === 'fetching')
    void queryClient.invalidateQueries({ queryKey, exact: true });
  queryClient.setQueryData<HistoryData>(queryKey, (data) => (data ? patch(data) : data));
}

/** Puts a message the server accepted into its chat, in place of the optimistic copy. */
export function messageArrived(message: ChatMessage) {
  patchHistory(message, (data) => withMessage(data, message));
  if (message.senderUserId === useSessionStore.getState().session?.userId)
    useOutbox.getState().remove(message, message.clientMsgId);
  else typingEnded(keyOf(message), message.senderUserId);
}

function apply(event: UserEvent) {
  switch (event.type) {
    case 'message':
      return messageArrived((event as MessageEvent).message);
    case 'messageEdited': {
      const { message } = event as EditedEvent;
      // Replaced where it is; a history without it (an older page not loaded) reads it when it gets there.
      return patchHistory(message, (data) => withEdit(data, message));
    }
    case 'recall': {
      const recall = event as RecallEvent;
      return patchHistory(recall, (data) => withRecall(data, recall.msgUid));
    }
    case 'messageDeleted': {
      const deleted = event as DeletedEvent;
      return patchHistory(deleted, (data) => withoutMessage(data, deleted.msgUid));
    }
    case 'readStatus': {
      const read = event as ReadStatusEvent;
      return queryClient.setQueryData<ConversationVo[]>(chatKeys.conversations, (list) =>
        list?.map((c) =>
          c.conversationType === read.conversationType && c.targetId === read.targetId
            ? { ...c, peerReadTime: Math.max(c.peerReadTime, read.lastMessageSendTime) }
            : c,
        ),
      );
    }
    default:
      return;
  }
}

/**
 * Applies the user's realtime events to the cached chat data: histories get their messages and recalls at once, and
 * the chat list and badges are read again once per batch (one call however many events came together).
 */
export function startChatSync() {
  const stopEvents = messaging.onEvents((events) => {
    // The empty batch of a fresh connection: only what was read before it may have missed something.
    if (events.length === 0) {
      rereadMissed(chatKeys.conversations);
      rereadMissed(chatKeys.unread);
      return;
    }
    for (const event of events) apply(event);
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  });
  const stopLive = messaging.onLive((event) => {
    if (event.type !== 'typing') return;
    const typing = event as TypingEvent;
    typingSeen(keyOf(typing), typing.userId);
  });
  return () => {
    stopEvents();
    stopLive();
  };
}
