import type { ChatMessage, ConversationKey, SendMessageBody, UploadResult } from '@volna/contracts';
import { ApiError, uploadFile } from '../../../shared/api/client.ts';
import { sendMessage } from '../../../shared/messaging/api/sendMessage.ts';
import { messageArrived } from './chat-sync.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { newClientMsgId, type OutgoingMessage, useOutbox } from './outbox.ts';

/** Send codes after which a retry cannot help; the chat screen shows the state they mean (blocked, muted, …). */
export type SendFailure = { code: number; msg: string };
const failureListeners = new Set<(chat: ConversationKey, failure: SendFailure) => void>();

/** The chat screen hears refusals (22406 dissolved, 22408 muted, blocked) to show the chat's state. */
export function onSendFailure(listener: (chat: ConversationKey, failure: SendFailure) => void) {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

async function deliver(entry: OutgoingMessage): Promise<ChatMessage | undefined> {
  const outbox = useOutbox.getState();
  let body = entry.body;
  try {
    if (entry.upload) {
      outbox.patch(body, entry.clientMsgId, { status: 'uploading', progress: 0 });
      const { file, name, content } = entry.upload;
      const uploaded = await uploadFile<UploadResult>('/app/file/upload', file, name, (progress) =>
        useOutbox.getState().patch(body, entry.clientMsgId, { progress }),
      );
      body = { ...body, content: content(uploaded) };
      // Uploaded once: a retry from here only sends.
      outbox.patch(body, entry.clientMsgId, { body, upload: undefined, status: 'sending' });
    } else outbox.patch(body, entry.clientMsgId, { status: 'sending' });
    const message = await sendMessage(body);
    messageArrived(message);
    return message;
  } catch (error) {
    useOutbox.getState().patch(body, entry.clientMsgId, { status: 'failed' });
    if (error instanceof ApiError && error.code !== 0)
      for (const listener of failureListeners) listener(body, { code: error.code, msg: error.msg });
    return undefined;
  }
}

type SendOptions = Pick<SendMessageBody, 'mentionedUserIds' | 'quote'>;

/**
 * Shows the message at once and sends it; a failure leaves it in the chat with a retry. `content` is what the
 * message shows meanwhile (for an upload, a local preview), `upload` what to upload first and how its answer
 * becomes the sent content.
 */
export function queueSend(
  chat: ConversationKey,
  objectName: SendMessageBody['objectName'],
  content: Record<string, unknown>,
  options: SendOptions & { upload?: OutgoingMessage['upload'] } = {},
) {
  const { upload, ...extra } = options;
  const clientMsgId = newClientMsgId();
  const entry: OutgoingMessage = {
    clientMsgId,
    body: {
      conversationType: chat.conversationType,
      targetId: chat.targetId,
      objectName,
      content,
      clientMsgId,
      ...extra,
    },
    createdAt: Date.now(),
    status: upload ? 'uploading' : 'sending',
    upload,
  };
  useOutbox.getState().put(entry);
  return deliver(entry);
}

/** Sends a failed message again with the same clientMsgId: if the first try did reach the server, nothing doubles. */
export function retrySend(chat: ConversationKey, clientMsgId: string) {
  const entry = useOutbox.getState().byChat[keyOf(chat)]?.find((m) => m.clientMsgId === clientMsgId);
  return entry ? deliver(entry) : Promise.resolve(undefined);
}

/** Gives up on a failed message. */
export function discardSend(chat: ConversationKey, clientMsgId: string) {
  useOutbox.getState().remove(chat, clientMsgId);
}
