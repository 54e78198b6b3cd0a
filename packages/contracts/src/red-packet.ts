import { z } from 'zod';
import type { RED_PACKET_EVENT_TYPE } from './live-events.ts';
import { ConversationType } from './enums.ts';
import { TEXTAREA_MAX_LENGTH } from './limits.ts';
import { currencyIdSchema, payPasswordSchema, walletAmount } from './wallet.ts';

// Red packets in private and group chats (issue 5). Amounts are decimal strings, as everywhere in the wallet.

/** Shares one red packet may be split into; a group packet also at most the group's member count. */
export const RED_PACKET_COUNT_MAX = 100;
/** The smallest share: every share of a packet is at least this much of its currency. */
export const RED_PACKET_SHARE_MIN = '0.01';
/** After this the unclaimed remainder goes back to the sender (a durable timer). */
export const RED_PACKET_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const RED_PACKET_GREETING_MAX_LENGTH = TEXTAREA_MAX_LENGTH;

/** even: equal shares (the last 0.0001s spread one each over the first ones); lucky: random shares. */
export const RED_PACKET_SPLITS = ['even', 'lucky'] as const;
export type RedPacketSplit = (typeof RED_PACKET_SPLITS)[number];

/** active: shares left to claim; finished: every share claimed; expired: the remainder went back to the sender. */
export const RedPacketStatus = { active: 1, finished: 2, expired: 3 } as const;
export type RedPacketStatusValue = (typeof RedPacketStatus)[keyof typeof RedPacketStatus];

/** POST /app/redPacket (header Idempotency-Key): `amount` is the packet's total. */
export const sendRedPacketBody = z.object({
  conversationType: z.coerce
    .number()
    .int()
    .refine((v) => v === ConversationType.private || v === ConversationType.group, { error: 'badRequest' }),
  targetId: z
    .union([z.string(), z.number().int()])
    .transform(String)
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  currencyId: currencyIdSchema,
  amount: walletAmount,
  count: z.coerce.number().int().min(1).max(RED_PACKET_COUNT_MAX),
  split: z.enum(RED_PACKET_SPLITS),
  greeting: z
    .string()
    .max(RED_PACKET_GREETING_MAX_LENGTH)
    .refine((text) => !text.includes('\u0000'))
    .default(''),
  payPassword: payPasswordSchema,
});
export type SendRedPacketBody = z.infer<typeof sendRedPacketBody>;

export const claimRedPacketBody = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The card's content in the chat: enough to draw it; the live state comes from GET /app/redPacket/{id}. */
export const redPacketCardContent = z.looseObject({
  redPacketId: z.number().int().positive(),
  greeting: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  count: z.number().int(),
  split: z.enum(RED_PACKET_SPLITS),
});
export type RedPacketCardContent = z.infer<typeof redPacketCardContent>;

export const redPacketClaimVo = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  amount: z.string(),
  claimTime: z.string(),
  /** The largest share of a finished lucky packet. */
  best: z.boolean(),
});
export type RedPacketClaimVo = z.infer<typeof redPacketClaimVo>;

export const redPacketVo = z.object({
  id: z.number().int(),
  senderUserId: z.number().int(),
  senderName: z.string(),
  senderAvatar: z.string(),
  conversationType: z.number().int(),
  /** The chat as the viewer names it (the other user, or the group). */
  targetId: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  amount: z.string(),
  count: z.number().int(),
  split: z.enum(RED_PACKET_SPLITS),
  greeting: z.string(),
  status: z.number().int(),
  claimedCount: z.number().int(),
  claimedAmount: z.string(),
  /** Still claimable (0 once finished or expired). */
  remainingAmount: z.string(),
  /** What went back to the sender at expiry (0 until then). */
  refundedAmount: z.string(),
  /** The viewer's own share, null when he has none. */
  myAmount: z.string().nullable(),
  /** Whether the viewer may still claim a share now. */
  canClaim: z.boolean(),
  expireTime: z.string(),
  createTime: z.string(),
  claims: z.array(redPacketClaimVo),
});
export type RedPacketVo = z.infer<typeof redPacketVo>;

/** The live event (type RED_PACKET_EVENT_TYPE) to every member of the chat. */
export type RedPacketEvent = {
  type: typeof RED_PACKET_EVENT_TYPE;
  redPacketId: number;
  status: RedPacketStatusValue;
  claimedCount: number;
  count: number;
};
