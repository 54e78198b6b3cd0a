import { z } from 'zod';
import { ConversationType, type SYSTEM_SENDER_ID, type SYSTEM_TARGET_ID } from './enums.ts';
import { batchInfoQuery } from './users.ts';

// Frames of the realtime socket (/ws), JSON text both ways (DESIGN §5).

const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const targetId = z.union([z.string().min(1).max(64), z.number().int().positive()]).transform(String);

/** Client → server. The first frame is `auth` unless the token came in the URL (`/ws?token=…&lastSeq=…`). */
export const clientFrame = z.discriminatedUnion('type', [
  /**
   * `fresh`: a device with nothing stored (a new login, cleared storage) loads the current state over REST and
   * wants only what happens from now on, not a replay of the whole log; `ready.seq` tells it where it starts.
   */
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(4096),
    lastSeq: seq.default(0),
    fresh: z.boolean().default(false),
  }),
  z.object({ type: z.literal('ping') }),
  /** The last sequence number the client has stored (flow only for now). */
  z.object({ type: z.literal('ack'), seq }),
  /** A call answered by a `response` frame with the same id (the socket twin of a REST call). */
  z.object({
    type: z.literal('request'),
    id: z.string().min(1).max(64),
    method: z.string().min(1).max(64),
    params: z.unknown().optional(),
  }),
  z.object({
    type: z.literal('typing'),
    conversationType: z.union([z.literal(ConversationType.private), z.literal(ConversationType.group)]),
    targetId,
  }),
]);
export type ClientFrame = z.input<typeof clientFrame>;

/** Query of the socket URL: a token given here authenticates at once. */
export const socketQuery = z.object({
  token: z.string().min(1).max(4096).optional(),
  lastSeq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  /** 1: start from the newest event, as the auth frame's `fresh`. */
  fresh: z.enum(['0', '1']).default('0'),
  /** Browsers cannot set Content-Language on a socket: the language of error frames comes here. */
  lang: z.string().max(16).optional(),
});

/** Presence of users by comma-joined ids (as /app/user/batchInfo takes them). */
export const presenceQuery = batchInfoQuery;

/**
 * Online if active within ONLINE_WINDOW_MS (spec §6). `lastActiveTime` (ms) only for viewers with adPermissions,
 * who see the exact last-seen; others show 'online' or 'a while ago'.
 */
export const presenceVo = z.object({
  userId: z.number().int(),
  online: z.boolean(),
  lastActiveTime: z.number().int().nullable(),
});
export type PresenceVo = z.infer<typeof presenceVo>;

/** An event the user must see, as stored in his log: `{ type: 'message', message }`, a recall, a read status… */
export type UserEvent = { type: string } & Record<string, unknown>;

/** Typing status as the other members see it: `targetId` is the conversation from their side. */
export type TypingEvent = { type: 'typing'; conversationType: number; targetId: string; userId: number };

/** A message from the system account (spec §4): `content.extra` '403' makes the client run the offline flow. */
export type ForcedOfflineMessage = {
  objectName: 'RC-SYSTEM';
  conversationType: typeof ConversationType.system;
  targetId: typeof SYSTEM_TARGET_ID;
  senderUserId: typeof SYSTEM_SENDER_ID;
  sentTime: number;
  content: { content: string; extra: '403' };
};
export const FORCED_OFFLINE_EXTRA = '403';

/** Server → client. */
export type ServerFrame =
  /** Authenticated; stored events after `seq` (the client's lastSeq, or the newest for a fresh device) follow, then live ones. */
  | { type: 'ready'; userId: number; seq: number }
  /** A stored event, numbered in the user's own sequence: each arrives once, in order, with no gap. */
  | { type: 'event'; seq: number; event: UserEvent }
  /** Live only, never stored (typing). */
  | { type: 'live'; event: TypingEvent | UserEvent }
  /** The answer to a `request`: the REST envelope's fields under the request's id. */
  | { type: 'response'; id: string; success: boolean; code: number; msg: string; data: unknown }
  | { type: 'pong' }
  | { type: 'forcedOffline'; message: ForcedOfflineMessage }
  /** A refused frame (`code` 400 names the field) or, before a close, the reason (401, 4002, 4003). */
  | { type: 'error'; code: number; msg: string };
