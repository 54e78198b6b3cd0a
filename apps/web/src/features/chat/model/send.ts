import type { ChatMessage, ConversationKey, SendMessageBody, UploadResult } from '@volna/contracts';
import { ApiError, uploadFile } from '../../../shared/api/client.ts';
import { isOnline } from '../../../shared/lib/online.ts';
import { sendMessage } from '../../../shared/messaging/api/sendMessage.ts';
import { messageArrived } from './chat-sync.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { forgetQueued, queuedMessages, queueForNetwork } from './offline-queue.ts';
import { newClientMsgId, type OutgoingMessage, useOutbox } from './outbox.ts';

/** Send codes after which a retry cannot help; the chat screen shows the state they mean (blocked, muted, …). */
export type SendFailure = { code: number; msg: string };
const failureListeners = new Set<(chat: ConversationKey, failure: SendFailure) => void>();

/** The chat screen hears refusals (22406 dissolved, 22408 muted, blocked) to show the chat's state. */
export function onSendFailure(listener: (chat: ConversationKey, failure: SendFailure) => void) {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

/** The first message sent is when the app first asks about notifications (issue 35), never at launch. */
function askForPushOnce() {
  if (localStorage.getItem('volna.pushAsked')) return;
  void import('../../../shared/push/first-prompt.ts').then((m) => m.askAfterFirstSend());
}

/** Sends under way, by clientMsgId: a queued message and a tap on retry never send it twice at once. */
const inFlight = new Set<string>();

/** Uploads (when it carries a file) and sends one outbox entry; offline it waits in the queue instead. */
export async function deliver(entry: OutgoingMessage): Promise<ChatMessage | undefined> {
  if (inFlight.has(entry.clientMsgId)) return undefined;
  if (!isOnline()) {
    queueForNetwork(entry);
    return undefined;
  }
  inFlight.add(entry.clientMsgId);
  try {
    return await attempt(entry);
  } finally {
    inFlight.delete(entry.clientMsgId);
  }
}

async function attempt(entry: OutgoingMessage): Promise<ChatMessage | undefined> {
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
    forgetQueued(entry.clientMsgId);
    askForPushOnce();
    return message;
  } catch (error) {
    // The network went while sending: it waits for the network (the same clientMsgId, so a send that did arrive
    // is not made twice).
    if (error instanceof ApiError && error.code === 0 && !isOnline()) {
      queueForNetwork({ ...entry, body });
      return undefined;
    }
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

/** Gives up on a failed or queued message. */
export function discardSend(chat: ConversationKey, clientMsgId: string) {
  useOutbox.getState().remove(chat, clientMsgId);
  forgetQueued(clientMsgId);
}

/** Queued messages go one after another, spaced to stay under the server's 5 messages a second. */
const QUEUED_SPACING_MS = 250;
let sendingQueued = false;

/** Sends every message written offline, oldest first, each once; stops when the network goes again. */
export async function sendQueued() {
  if (sendingQueued) return;
  sendingQueued = true;
  try {
    const tried = new Set<string>();
    for (;;) {
      if (!isOnline()) return;
      const next = queuedMessages().find((m) => !tried.has(m.clientMsgId));
      if (!next) return;
      tried.add(next.clientMsgId);
      await deliver(next);
      await new Promise((resolve) => setTimeout(resolve, QUEUED_SPACING_MS));
    }
  } finally {
    sendingQueued = false;
  }
}
