import type { ConversationKey, SendMessageBody, UploadResult } from '@volna/contracts';
import { create } from 'zustand';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { randomId } from '../../../shared/lib/random-id.ts';

/** A message on its way: shown at once (optimistic), with upload progress, and a retry when it failed. */
export type OutgoingMessage = {
  clientMsgId: string;
  body: SendMessageBody;
  createdAt: number;
  /** `queued`: written offline, sent by itself once the network is back (offline-queue.ts). */
  status: 'uploading' | 'sending' | 'failed' | 'queued';
  /** 0–100 while a picture, video, file or voice is uploading. */
  progress?: number;
  /** The picture, video, file or recording to upload before the send (kept for a retry of a failed upload). */
  upload?: { file: Blob; name: string; content: (uploaded: UploadResult) => Record<string, unknown> };
};

type OutboxState = {
  byChat: Record<string, OutgoingMessage[]>;
  put: (message: OutgoingMessage) => void;
  patch: (key: ConversationKey, clientMsgId: string, patch: Partial<OutgoingMessage>) => void;
  remove: (key: ConversationKey, clientMsgId: string) => void;
};

export const useOutbox = create<OutboxState>((set) => ({
  byChat: {},
  put: (message) =>
    set((state) => {
      const chat = keyOf(message.body);
      const others = (state.byChat[chat] ?? []).filter((m) => m.clientMsgId !== message.clientMsgId);
      return { byChat: { ...state.byChat, [chat]: [...others, message] } };
    }),
  patch: (key, clientMsgId, patch) =>
    set((state) => {
      const chat = keyOf(key);
      const list = state.byChat[chat];
      if (!list) return state;
      return {
        byChat: {
          ...state.byChat,
          [chat]: list.map((m) => (m.clientMsgId === clientMsgId ? { ...m, ...patch } : m)),
        },
      };
    }),
  remove: (key, clientMsgId) =>
    set((state) => {
      const chat = keyOf(key);
      const list = state.byChat[chat];
      if (!list?.some((m) => m.clientMsgId === clientMsgId)) return state;
      return { byChat: { ...state.byChat, [chat]: list.filter((m) => m.clientMsgId !== clientMsgId) } };
    }),
}));

/** A fresh client-made message id (the server's idempotency key for the send). */
export const newClientMsgId = randomId;
