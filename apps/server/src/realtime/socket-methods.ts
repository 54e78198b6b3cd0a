import {
  conversationKey,
  forwardMessageBody,
  historyQuery,
  presenceQuery,
  recallBody,
  sendMessageBody,
} from '@volna/contracts';
import { z } from 'zod';
import type { ChatService } from '../modules/chat/chat.service.ts';
import type { Presence } from './presence.ts';

/** A call the socket answers: its params are checked like a REST body, then run as the authenticated user. */
export type SocketMethod = {
  params: z.ZodType;
  run: (userId: number, params: never, from: SocketCaller) => Promise<unknown>;
};
/** Which socket made the call (call signalling answers one device, not the user's every socket). */
export type SocketCaller = { deviceId: string };
export type SocketMethods = Record<string, SocketMethod>;

export const method = <S extends z.ZodType>(
  params: S,
  run: (userId: number, params: z.output<S>, from: SocketCaller) => Promise<unknown>,
) => ({ params, run }) as SocketMethod;

/** The chat calls a connected client makes over /ws instead of REST; same names as the REST paths. */
export function socketMethods({ chat, presence }: { chat: ChatService; presence: Presence }): SocketMethods {
  return {
    'chat/message/send': method(sendMessageBody, (userId, body) => chat.send(userId, body)),
    'chat/message/forward': method(forwardMessageBody, (userId, body) => chat.forward(userId, body)),
    'chat/message/recall': method(recallBody, (userId, body) => chat.recall(userId, body.msgUid)),
    'chat/unread': method(z.unknown(), (userId) => chat.unreadSummary(userId)),
    'chat/conversation/list': method(z.unknown(), (userId) => chat.conversations(userId)),
    'chat/message/history': method(historyQuery, (userId, query) => chat.history(userId, query)),
    'chat/presence': method(presenceQuery, (userId, query) => presence.viewedBy(userId, query.userIds)),
    'chat/conversation/read': method(
      conversationKey,
      async (userId, key) => (await chat.markRead(userId, key)) ?? null,
    ),
  };
}
