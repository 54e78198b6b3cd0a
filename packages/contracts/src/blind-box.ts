import { z } from 'zod';
import { pageQuery, plainText } from './common.ts';
import { DATING_MODULE_TYPE } from './dating.ts';
import {
  ALBUM_IMAGES_MAX,
  BLIND_BOX_AGE_MAX,
  BLIND_BOX_AUDIO_MAX_SECONDS,
  DATING_AGE_MIN,
  PLATFORM_TIME_ZONE,
  TEXTAREA_MAX_LENGTH,
} from './limits.ts';
import { shownAmount } from './shown-terms.ts';
import { CurrencyId } from './wallet-codes.ts';

// The blind-box dating game (issue 12, spec pagesBlindBox): a blind-box card of one's own, and paid openings that
// draw a random other card, limited per Moscow day; invited friends add attempts.

/** Spec §5: blind-box age 18 to 36 (BLIND_BOX_AGE_MAX), audio at most 30 s (BLIND_BOX_AUDIO_MAX_SECONDS). */
export const BLIND_BOX_AGE_MIN = DATING_AGE_MIN;
export const BLIND_BOX_MEDIA_MAX = ALBUM_IMAGES_MAX;
export const BLIND_BOX_TEXT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
export const BLIND_BOX_NAME_MAX_LENGTH = 25;
/** Openings are paid in roubles (CurrencyId.RUB). */
export const BLIND_BOX_CURRENCY_ID = CurrencyId.RUB;
/** Chats opened from a bought card belong to the dating module (chat-list tab 1). */
export const BLIND_BOX_CHAT_MODULE_TYPE = DATING_MODULE_TYPE;

/** Price, daily limit and invite bonus are settings: blindBox.price, blindBox.dailyLimit, blindBox.inviteBonus
 * (system-config.ts). */

const text = plainText;
const url = z.string().trim().min(1).max(1024);

/** PUT /app/blindBox/profile (userInfo). */
export const blindBoxProfileBody = z.object({
  nickName: text(BLIND_BOX_NAME_MAX_LENGTH).min(1),
  age: z.coerce.number().int().min(BLIND_BOX_AGE_MIN).max(BLIND_BOX_AGE_MAX),
  height: z.coerce.number().int().min(100).max(250),
  weight: z.coerce.number().int().min(30).max(250),
  location: text(64).min(1),
  goals: text(BLIND_BOX_TEXT_MAX_LENGTH).min(1),
  brief: text(BLIND_BOX_TEXT_MAX_LENGTH).min(1),
  /** The user's own uploads (photos first); at least one. */
  media: z.array(url).min(1).max(BLIND_BOX_MEDIA_MAX),
  audioUrl: url.optional(),
  audioSeconds: z.coerce.number().int().min(1).max(BLIND_BOX_AUDIO_MAX_SECONDS).optional(),
});
export type BlindBoxProfileBody = z.infer<typeof blindBoxProfileBody>;

export const blindBoxProfileVo = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  age: z.number().int(),
  height: z.number().int(),
  weight: z.number().int(),
  location: z.string(),
  goals: z.string(),
  brief: z.string(),
  media: z.array(z.string()),
  audioUrl: z.string().nullable(),
  audioSeconds: z.number().int().nullable(),
});
export type BlindBoxProfileVo = z.infer<typeof blindBoxProfileVo>;

/** GET /app/blindBox/status: what opening costs and how many attempts are left today (Moscow day). */
export const blindBoxStatusVo = z.object({
  price: z.string(),
  currencyId: z.number().int(),
  dailyLimit: z.number().int(),
  openedToday: z.number().int(),
  /** Friends who joined with my invitation; each added `blindBox.inviteBonus` attempts once. */
  invitedFriends: z.number().int(),
  /** Attempts from invited friends not used yet (they do not expire at midnight). */
  bonusLeft: z.number().int(),
  attemptsLeft: z.number().int(),
  hasDatingProfile: z.boolean(),
  hasOwnProfile: z.boolean(),
  /** The Moscow day the counters are of (YYYY-MM-DD). */
  day: z.string(),
});
export type BlindBoxStatusVo = z.infer<typeof blindBoxStatusVo>;

/** One bought card (buyList, buyUserInfo). */
export const blindBoxPurchaseVo = z.object({
  id: z.number().int(),
  profile: blindBoxProfileVo,
  price: z.string(),
  createTime: z.string(),
});
export type BlindBoxPurchaseVo = z.infer<typeof blindBoxPurchaseVo>;

/** POST /app/blindBox/open (header Idempotency-Key) → the drawn card and the attempts left. */
/** POST /app/blindBox/open (header Idempotency-Key): `price` is the status price the opener was shown (issue 28). */
export const blindBoxOpenBody = z.object({ price: shownAmount });
export type BlindBoxOpenBody = z.infer<typeof blindBoxOpenBody>;

export const blindBoxOpenVo = z.object({ purchase: blindBoxPurchaseVo, status: blindBoxStatusVo });
export type BlindBoxOpenVo = z.infer<typeof blindBoxOpenVo>;

export const blindBoxBoughtQuery = pageQuery;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The platform day (Europe/Moscow, DESIGN §10) an instant falls on, as YYYY-MM-DD: the daily limit's key. */
export const platformDayOf = (at: Date) => dayFormat.format(at);
