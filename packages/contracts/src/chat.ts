import { z } from 'zod';
import { pageQuery } from './common.ts';
import { CHAT_SEARCH_HITS_DEFAULT } from './chat-list.ts';
import { ConversationType } from './enums.ts';
import {
  HISTORY_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  VOICE_MESSAGE_MAX_SECONDS,
  VOICE_MESSAGE_MIN_SECONDS,
} from './limits.ts';
import { SENDABLE_OBJECT_NAMES, type SendableObjectName } from './message-types.ts';
import { TRANSFER_CARD_EVENTS } from './transfer.ts';

export const transferCardContent = z.object({
  transferId: z.number().int(),
  event: z.enum(TRANSFER_CARD_EVENTS),
  safe: z.boolean(),
  state: z.number().int(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  amount: z.string(),
  senderUserId: z.number().int(),
  receiverUserId: z.number().int(),
  remark: z.string(),
  /** Every step so far, oldest first, one short status line each: the one card of the transfer is edited per step. */
  steps: z.array(z.object({ event: z.enum(TRANSFER_CARD_EVENTS), time: z.string() })).default([]),
});
export type TransferCardContent = z.infer<typeof transferCardContent>;

/** PostgreSQL cannot store NUL; tabs and newlines belong in messages, so only NUL is refused. */
const hasNoNul = (text: string) => !text.includes('\u0000');
const url = z.string().min(1).max(1024);
const extra = z.string().max(4096).optional();
const int = z.number().int();

/** Content schema per objectName; an issue whose message is a result-code name is answered with that code. */
export const messageContentSchemas = {
  'RC:TxtMsg': z.looseObject({
    content: z
      // A missing text is an empty message; a text of the wrong type is bad input naming the field.
      .string({ error: (issue) => (issue.input === undefined ? 'emptyMessage' : undefined) })
      .refine(hasNoNul)
      .refine((text) => text.trim().length > 0, { error: 'emptyMessage' }),
    extra,
  }),
  /** imageUri is an upload of this server; imageUriCompress its compressed preview. */
  'RC:ImgMsg': z.looseObject({
    imageUri: url,
    imageUriCompress: url.optional(),
    width: int.positive().optional(),
    height: int.positive().optional(),
    extra,
  }),
  'RC:SightMsg': z.looseObject({
    sightUrl: url,
    thumbnailUri: url.optional(),
    duration: z.number().positive({ error: 'recordTooShort' }),
    name: z.string().max(255).optional(),
    size: int.nonnegative().optional(),
    extra,
  }),
  'RC:FileMsg': z.looseObject({
    fileUrl: url,
    name: z.string().min(1).max(255),
    size: int.nonnegative(),
    type: z.string().max(64).optional(),
    extra,
  }),
  /** Voice recorded in the browser; a zero-length recording is refused as too short (spec §5). */
  'RC:HQVCMsg': z.looseObject({
    remoteUrl: url,
    duration: z
      .number({ error: (issue) => (issue.input === undefined ? 'recordTooShort' : undefined) })
      .min(VOICE_MESSAGE_MIN_SECONDS, { error: 'recordTooShort' })
      .max(VOICE_MESSAGE_MAX_SECONDS + 1),
    extra,
  }),
  /** A contact card: the user it introduces. */
  'OL:Card': z.looseObject({ userId: int.positive().max(2_147_483_647), extra }),
} satisfies Record<SendableObjectName, z.ZodType>;

/** A call's record (spec §3–4), written by the server that carried the call: mediaType 1 audio else video, the end reason, the duration in seconds. */
export const callRecordContent = z.looseObject({
  mediaType: int.min(1).max(2),
  endReason: int.nonnegative().max(99),
  duration: int.nonnegative(),
});

export const conversationType = z.coerce
  .number()
  .int()
  .refine((v) => Object.values(ConversationType).includes(v as never), { error: 'badRequest' });

/** A user id, a group id or SYSTEM-MESSAGE: always a string on the wire, as the chat SDK's targetId was. */
export const targetId = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/));

export const conversationKey = z.object({ conversationType, targetId });
export type ConversationKey = z.infer<typeof conversationKey>;

const msgUid = z.string().regex(/^[0-9a-f-]{36}$/);

export const sendMessageBody = z.object({
  conversationType,
  targetId,
  objectName: z.enum(SENDABLE_OBJECT_NAMES),
  /** Checked against the objectName's schema by the server after the 128 KB check (30016). */
  content: z.record(z.string(), z.unknown()),
  /** Client-made id: a retried send with the same id answers the first message and makes nothing new. */
  clientMsgId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  mentionedUserIds: z.array(int.positive().max(2_147_483_647)).max(500).optional(),
  quote: z.object({ msgUid }).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const quotedMessage = z.object({
  msgUid: z.string(),
  senderUserId: z.number().int(),
  objectName: z.string(),
  content: z.record(z.string(), z.unknown()),
});

export const chatMessage = z.object({
  msgUid: z.string(),
  clientMsgId: z.string(),
  conversationType: z.number().int(),
  /** As the viewer sees it: the other user in a private chat, the group, or SYSTEM-MESSAGE. */
  targetId: z.string(),
  senderUserId: z.number().int(),
  objectName: z.string(),
  /** Empty once recalled. */
  content: z.record(z.string(), z.unknown()),
  sentTime: z.number().int(),
  mentionedUserIds: z.array(z.number().int()),
  quote: quotedMessage.nullable(),
  recalled: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationVo = z.object({
  conversationType: z.number().int(),
  targetId: z.string(),
  latestMessage: chatMessage.nullable(),
  unreadMessageCount: z.number().int(),
  unreadMentionedCount: z.number().int(),
  hasMentioned: z.boolean(),
  /** sentTime of the newest unread message, 0 when all is read. */
  lastUnreadTime: z.number().int(),
  lastSentTime: z.number().int(),
  notificationLevel: z.number().int(),
  isTop: z.boolean(),
  /** responsibleModule only on customer-service groups: the wallet's one belongs to the wallet tab. */
  info: z.object({ moduleType: z.number().int(), responsibleModule: z.number().int().optional() }),
  /** Private chats: up to which sentTime the other user has read (read marks after a reload); 0 otherwise. */
  peerReadTime: z.number().int(),
});
export type ConversationVo = z.infer<typeof conversationVo>;

export const historyQuery = conversationKey.extend({
  /** Only messages sent strictly before this time (ms); the newest page when absent. */
  beforeSentTime: z.coerce.number().int().positive().optional(),
  count: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});

/** Forwards a message the caller can see to one chat; one call per chat, each with its own clientMsgId. */
export const forwardMessageBody = z.object({
  msgUid,
  conversationType,
  targetId,
  clientMsgId: sendMessageBody.shape.clientMsgId,
});
export type ForwardMessageBody = z.infer<typeof forwardMessageBody>;

export const recallBody = z.object({ msgUid });
export const msgUidBody = z.object({ msgUid });

export const cleanBody = conversationKey.extend({ msgTimestamp: z.coerce.number().int().nonnegative() });

/** GET answers 0 when muted, 1 otherwise (spec §7); POST sets the same value. */
export const muteStatus = z.union([z.literal(0), z.literal(1)]);
export const setMuteBody = conversationKey.extend({ status: z.coerce.number().pipe(muteStatus) });

export const setTopBody = conversationKey.extend({ isTop: z.boolean() });

export const messageSearchQuery = pageQuery.extend({
  conversationType,
  targetId,
  keyword: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).refine(hasNoNul),
});

export const CHAT_SEARCH_HITS_MAX = 20;

/** GET /app/chat/message/searchAll: the keyword of the per-chat search; pages count chats, not messages. */
export const messageSearchAllQuery = pageQuery.extend({
  keyword: messageSearchQuery.shape.keyword,
  hitsPerChat: z.coerce.number().int().min(1).max(CHAT_SEARCH_HITS_MAX).default(CHAT_SEARCH_HITS_DEFAULT),
});
export type MessageSearchAllQuery = z.infer<typeof messageSearchAllQuery>;

/** One chat holding the keyword: how many of its messages do, and the newest of them as the per-chat search shows them. */
export const chatSearchHits = z.object({
  conversationType: z.number().int(),
  targetId: z.string(),
  total: z.number().int(),
  messages: z.array(chatMessage),
});
export type ChatSearchHits = z.infer<typeof chatSearchHits>;

export const addFavouriteBody = z.object({ msgUid, remark: z.string().trim().max(200).optional() });
export const editFavouriteBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  remark: z.string().trim().max(200).refine(hasNoNul),
});

export const favouriteVo = z.object({
  id: z.number().int(),
  msgUid: z.string(),
  conversationType: z.number().int(),
  senderUserId: z.number().int(),
  objectName: z.string(),
  content: z.record(z.string(), z.unknown()),
  sentTime: z.number().int(),
  remark: z.string(),
  createTime: z.string(),
});
export type FavouriteVo = z.infer<typeof favouriteVo>;

export const unreadSummary = z.object({
  messages: z.number().int(),
  dating: z.number().int(),
  wallet: z.number().int(),
  customerService: z.number().int(),
  /** The app badge: every tab plus the newest customer-service group (shown as 99+ above 99). */
  total: z.number().int(),
});
export type UnreadSummary = z.infer<typeof unreadSummary>;
