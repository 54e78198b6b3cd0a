import { z } from 'zod';
import { typedText } from './support.ts';

// Anonymous chat (issue 16, spec §2 "Anonymous chat: index, operatingInstructions", §4 states). Two strangers are matched from a queue shared by every server instance; neither sees the
// other's identity until both agree to switch to a personal chat.

/**
 * The chat as one side sees it. `idle`: not searching, no chat. The stored chat knows who ended it or proposed;
 * each side's view names it from where he stands (ended by me / by the other, proposed by me / by the other).
 */
export const ANON_VIEW_STATES = [
  'idle',
  'searching',
  'started',
  'proposedByMe',
  'proposedByOther',
  'endedByMe',
  'endedByOther',
  'revealed',
] as const;
export type AnonViewState = (typeof ANON_VIEW_STATES)[number];

export const ANON_ACTIONS = ['search', 'cancel', 'leave', 'propose', 'accept', 'reject', 'block'] as const;
export type AnonAction = (typeof ANON_ACTIONS)[number];

/**
 * The one transition table (DESIGN §11): state → action → the actor's next state. The server applies it under the
 * chat's row lock and refuses anything else; the web draws its buttons from it. Being matched (searching → started)
 * is the queue's doing, not an action. Leaving or blocking ends the chat for both: the other side reads endedByOther.
 */
export const ANON_TRANSITIONS: Record<AnonViewState, Partial<Record<AnonAction, AnonViewState>>> = {
  idle: { search: 'searching' },
  searching: { cancel: 'idle' },
  started: { propose: 'proposedByMe', leave: 'endedByMe', block: 'endedByMe' },
  proposedByMe: { leave: 'endedByMe', block: 'endedByMe' },
  proposedByOther: { accept: 'revealed', reject: 'started', leave: 'endedByMe', block: 'endedByMe' },
  endedByMe: { search: 'searching' },
  endedByOther: { search: 'searching' },
  revealed: { search: 'searching' },
};

/** What the other side's view becomes when one side acts (the mirror of the table's row). */
export const ANON_MIRROR: Partial<Record<AnonViewState, AnonViewState>> = {
  proposedByMe: 'proposedByOther',
  endedByMe: 'endedByOther',
  started: 'started',
  revealed: 'revealed',
};

export const nextAnonState = (state: AnonViewState, action: AnonAction): AnonViewState | undefined =>
  ANON_TRANSITIONS[state][action];

export const ANON_NICKNAME_MAX_LENGTH = 20;
export const ANON_BRIEF_MAX_LENGTH = 140;
export const ANON_MESSAGE_MAX_LENGTH = 2000;
/** The stored event each side gets when the chat changes or a message comes (no id of the other in it). */
export const ANON_EVENT_TYPE = 'anonymous';

/** PUT /app/anon/profile: how one appears to strangers (no photo, no real name). */
export const anonProfileBody = z.object({
  nickName: typedText(ANON_NICKNAME_MAX_LENGTH),
  brief: z.string().trim().max(ANON_BRIEF_MAX_LENGTH).default(''),
});
export type AnonProfileBody = z.input<typeof anonProfileBody>;
export const anonProfileVo = z.object({ nickName: z.string(), brief: z.string() });
export type AnonProfileVo = z.infer<typeof anonProfileVo>;

export const anonChatIdBody = z.object({ chatId: z.coerce.number().int().positive().max(2_147_483_647) });
export const anonActionBody = anonChatIdBody.extend({
  action: z.enum(['leave', 'propose', 'accept', 'reject', 'block']),
});
export type AnonActionBody = z.infer<typeof anonActionBody>;
export const anonMessageBody = anonChatIdBody.extend({
  text: typedText(ANON_MESSAGE_MAX_LENGTH),
  /** The client's id for the message: a retried send never makes a second one. */
  clientMsgId: z
    .string()
    .trim()
    .regex(/^[\w-]{8,64}$/),
});
export const anonMessagesQuery = anonChatIdBody.extend({
  afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
export const anonReportBody = anonChatIdBody.extend({
  reason: z.enum(['spam', 'fraud', 'abuse', 'sexual', 'illegal', 'other']),
  text: z.string().trim().max(500).default(''),
});

/** A message in an anonymous chat: whose it is from the reader's side, never the sender's id. */
export const anonMessageVo = z.object({
  id: z.number().int(),
  objectName: z.string(),
  mine: z.boolean(),
  text: z.string(),
  sentTime: z.number().int(),
});
export type AnonMessageVo = z.infer<typeof anonMessageVo>;

/** Where the caller stands; `stranger` is the other side's anonymous profile; `partner` only once revealed. */
export const anonStatusVo = z.object({
  state: z.enum(ANON_VIEW_STATES),
  chatId: z.number().int().nullable(),
  stranger: anonProfileVo.nullable(),
  /** After both agreed: the personal chat to open (its targetId is the other's user id, now visible). */
  partner: z.object({ userId: z.number().int(), targetId: z.string() }).nullable(),
});
export type AnonStatusVo = z.infer<typeof anonStatusVo>;

/**
 * One blocked anonymous pairing in the blocker's block list (issue 28 §5): "Anonymous partner, <date>". Its id is the
 * block's own, never the stranger's user id; DELETE /app/anon/blocks/:id lifts it.
 */
export const anonBlockVo = z.object({ id: z.number().int(), blockedAt: z.string() });
export type AnonBlockVo = z.infer<typeof anonBlockVo>;
