import { z } from 'zod';
import { pageQuery } from './common.ts';
import { Gender } from './enums.ts';
import {
  ALBUM_IMAGES_MAX,
  DATING_AGE_MAX,
  DATING_AGE_MIN,
  PAGE_SIZE_DEFAULT,
  PAID_PRICE_MAX,
  USER_NAME_MAX_LENGTH,
} from './limits.ts';
import { shownPriceTerms } from './shown-terms.ts';
import { currencyIdSchema, payPasswordSchema } from './wallet.ts';

// Dating (issue 12, spec §1–§9 "Dating"): profiles (userPersonals), purpose labels, likes, the deposit (bond) and the
// paid album / paid chat. Wire names are the spec's; money is a decimal string.

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (min: number, max: number) => z.string().trim().min(min).max(max).regex(NO_CONTROL_CHARACTERS);

/** Moduletype of chats opened from dating: the chat list's dating tab counts them (spec §2, §4). */
export const DATING_MODULE_TYPE = 1;

export const DATING_HEIGHT_MIN = 100;
export const DATING_HEIGHT_MAX = 250;
export const DATING_WEIGHT_MIN = 30;
export const DATING_WEIGHT_MAX = 250;
export const DATING_LOCATION_MAX_LENGTH = 64;
export const DATING_BRIEF_MAX_LENGTH = 500;
/** Purpose tags one profile may carry. */
export const DATING_LABELS_MAX = 5;
/** A voice intro is recorded in the app; the blind box allows 30 s, the dating profile a minute. */
export const DATING_VOICE_MAX_SECONDS = 60;
/** Largest page of the feed and of the like lists. */
export const DATING_PAGE_SIZE_MAX = 50;

/** Defaults when staff never set the keys: the deposit held while a profile is published, and the platform fee. */
export const DATING_BOND_AMOUNT_DEFAULT = '100';
export const DATING_BOND_CURRENCY_DEFAULT = 'RUB';
/** A fraction of the price of a paid album or chat kept by the platform (0.1 = 10 %). */
export const DATING_FEE_RATE_DEFAULT = '0.1';
/** System config keys staff set them under. */
export const DATING_BOND_AMOUNT_KEY = 'dating.bond';
export const DATING_BOND_CURRENCY_KEY = 'dating.bondCurrency';
export const DATING_FEE_RATE_KEY = 'dating.feeRate';

/** What an album item is. */
export const DatingMediaType = { image: 1, video: 2 } as const;
export type DatingMediaTypeValue = (typeof DatingMediaType)[keyof typeof DatingMediaType];

/** What a dating purchase unlocks: the paid album, or messaging the owner. */
export const DatingPurchaseKind = { album: 1, chat: 2 } as const;
export type DatingPurchaseKindValue = (typeof DatingPurchaseKind)[keyof typeof DatingPurchaseKind];

const PRICE_PATTERN = /^(0|[1-9]\d{0,3})(\.\d{1,4})?$/;
/** A paid price: a decimal string > 0 and ≤ 1000 with at most 4 decimals (spec §5, §9); else 'datingPriceInvalid'. */
export const datingPrice = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'datingPriceInvalid' })
    .regex(PRICE_PATTERN, { error: 'datingPriceInvalid' })
    .refine((s) => !/^0(\.0+)?$/.test(s) && Number(s) <= PAID_PRICE_MAX, { error: 'datingPriceInvalid' }),
);

// ---- Labels ----

/** GET /app/jy/label/list row: a purpose tag named in the caller's language. */
export const datingLabelVo = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type DatingLabelVo = z.infer<typeof datingLabelVo>;

// ---- Profile: create and update ----

/**
 * One album item in POST/PUT /app/jy/userPersonals. A new item names an upload of the caller's own (`imageUrl`, from
 * /app/file/upload); an item already in the profile is kept by its `id` (its URLs and paid flag stay as stored: a
 * paid file never goes back to a public address). The first item must be a free image: it becomes the avatar.
 */
export const datingImageInput = z
  .object({
    id: dbId.optional(),
    imageUrl: z.string().trim().min(1).max(1024).optional(),
    imageUrlCompress: z.string().trim().min(1).max(1024).optional(),
    mediaType: z.coerce
      .number()
      .int()
      .refine((v) => v === DatingMediaType.image || v === DatingMediaType.video)
      .default(DatingMediaType.image),
    isPaid: z.boolean().default(false),
  })
  .refine((item) => item.id !== undefined || item.imageUrl !== undefined, {
    path: ['imageUrl'],
    message: 'imageUrl',
  });
export type DatingImageInput = z.infer<typeof datingImageInput>;

/** POST (first publish: holds the deposit) and PUT (edit) /app/jy/userPersonals. */
export const datingProfileBody = z.object({
  nickName: text(1, USER_NAME_MAX_LENGTH),
  gender: z.coerce
    .number()
    .int()
    .refine((v) => v === Gender.male || v === Gender.female),
  age: z.coerce
    .number({ error: 'datingAgeInvalid' })
    .int({ error: 'datingAgeInvalid' })
    .min(DATING_AGE_MIN, { error: 'datingAgeInvalid' })
    .max(DATING_AGE_MAX, { error: 'datingAgeInvalid' }),
  height: z.coerce.number().int().min(DATING_HEIGHT_MIN).max(DATING_HEIGHT_MAX),
  weight: z.coerce.number().int().min(DATING_WEIGHT_MIN).max(DATING_WEIGHT_MAX),
  location: text(1, DATING_LOCATION_MAX_LENGTH),
  /** Purpose tags (ids of GET /app/jy/label/list). */
  labelIds: z.array(dbId).min(1).max(DATING_LABELS_MAX),
  brief: text(1, DATING_BRIEF_MAX_LENGTH),
  /** The voice intro: an upload of the caller's own; empty = none. */
  voiceUrl: z.string().trim().max(1024).default(''),
  voiceSeconds: z.coerce.number().int().min(0).max(DATING_VOICE_MAX_SECONDS).default(0),
  /** Price of messaging the owner; null = chat is free. */
  chatPrice: datingPrice.nullable().default(null),
  /** Price of the paid items of the album; required when any item is paid. */
  albumPrice: datingPrice.nullable().default(null),
  /** The receipt currency both prices are paid in. */
  currencyId: currencyIdSchema,
  userImageList: z
    .array(datingImageInput)
    .min(1, { error: 'datingMediaRequired' })
    .max(ALBUM_IMAGES_MAX, { error: 'datingTooManyPhotos' }),
});
export type DatingProfileBody = z.infer<typeof datingProfileBody>;

// ---- Profile: what is shown ----

/** An album item as the viewer sees it: a paid item the viewer has not bought is `locked` and carries no URL. */
export const datingImageVo = z.object({
  id: z.number().int(),
  mediaType: z.number().int(),
  isPaid: z.boolean(),
  locked: z.boolean(),
  /** Free items: the public file. Paid items the viewer may see: GET /app/jy/media/{id} (bearer auth). Else null. */
  imageUrl: z.string().nullable(),
  imageUrlCompress: z.string().nullable(),
  sort: z.number().int(),
});
export type DatingImageVo = z.infer<typeof datingImageVo>;

export const datingProfileVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
  gender: z.number().int(),
  age: z.number().int(),
  height: z.number().int(),
  weight: z.number().int(),
  location: z.string(),
  labelIds: z.array(z.number().int()),
  labels: z.array(datingLabelVo),
  brief: z.string(),
  voiceUrl: z.string(),
  voiceSeconds: z.number().int(),
  chatPrice: z.string().nullable(),
  albumPrice: z.string().nullable(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  /** Avatar first (spec §7), then the rest in the owner's order. */
  userImageList: z.array(datingImageVo),
  paidCount: z.number().int(),
  likeCount: z.number().int(),
  /** The viewer's relation to the profile (all false for a guest). */
  isMine: z.boolean(),
  liked: z.boolean(),
  likedMe: z.boolean(),
  /** Both liked each other: chat is free both ways. */
  mutual: z.boolean(),
  albumUnlocked: z.boolean(),
  /** The viewer may message the owner: own profile, free chat, a mutual like or a paid chat. */
  chatUnlocked: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DatingProfileVo = z.infer<typeof datingProfileVo>;

/** A feed card: the profile without the viewer-specific album (the first free image is enough for a card). */
export const datingCardVo = datingProfileVo;
export type DatingCardVo = DatingProfileVo;

// ---- Feed ----

/**
 * GET /app/jy/userPersonals/list (guests too). Newest first with keyset paging: pass the previous page's
 * `nextCursor` as `cursor` (`pageNum` is accepted for the first page only: deep OFFSET pages are not offered).
 */
export const datingListQuery = z
  .object({
    pageSize: z.coerce.number().int().min(1).max(DATING_PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    cursor: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/)
      .optional(),
    gender: z.coerce
      .number()
      .int()
      .refine((v) => v === Gender.male || v === Gender.female)
      .optional(),
    ageMin: z.coerce.number().int().min(DATING_AGE_MIN).max(DATING_AGE_MAX).optional(),
    ageMax: z.coerce.number().int().min(DATING_AGE_MIN).max(DATING_AGE_MAX).optional(),
    /** A city: matched whole, case-insensitively. */
    location: text(1, DATING_LOCATION_MAX_LENGTH).optional(),
    labelId: dbId.optional(),
  })
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    path: ['ageMax'],
    message: 'ageMax',
  });
export type DatingListQuery = z.infer<typeof datingListQuery>;

/** The feed's page: `rows` as spec §7 reads them, and where the next page starts (null at the end). */
export const datingListEnvelope = z.object({
  success: z.boolean(),
  code: z.number().int(),
  msg: z.string(),
  rows: z.array(datingCardVo),
  nextCursor: z.string().nullable(),
});
export type DatingListEnvelope = z.infer<typeof datingListEnvelope>;

// ---- Calls on one profile ----

/** DELETE /app/jy/userPersonals/del?id= (payload as query string, spec §7): unpublishes and releases the deposit. */
export const datingProfileIdQuery = z.object({ id: dbId });
/** POST /app/jy/userPersonals/blocking: hide a profile from my feed (`blocked: false` shows it again). */
export const datingBlockingBody = z.object({ personalId: dbId, blocked: z.boolean().default(true) });
export type DatingBlockingBody = z.infer<typeof datingBlockingBody>;

/** GET /app/jy/userPersonals/bond: the deposit publishing needs, and whether mine is held. */
export const datingBondVo = z.object({
  amount: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  held: z.boolean(),
  /** The amount actually held for my profile (it keeps the amount of the day it was published). */
  heldAmount: z.string().nullable(),
  balance: z.string(),
  enough: z.boolean(),
});
export type DatingBondVo = z.infer<typeof datingBondVo>;

// ---- Paid album and paid chat ----

/**
 * POST /app/jy/userAlbum/payment and POST /app/jy/userPersonals/chat/payment (header Idempotency-Key). The buyer pays
 * the price in the receipt currency; the platform keeps the fee, the owner gets the rest. Once per buyer and profile.
 * `price` and `fee` are the checkMoney figures the buyer was shown (issue 28): other ones are refused (priceChanged).
 */
export const datingPaymentBody = z.object({
  personalId: dbId,
  ...shownPriceTerms,
  payPassword: payPasswordSchema,
});
export type DatingPaymentBody = z.infer<typeof datingPaymentBody>;

/** GET /app/jy/userAlbum/checkMoney and /checkMoneyForChat?personalId=. */
export const datingCheckMoneyQuery = z.object({ personalId: dbId });

export const datingCheckMoneyVo = z.object({
  price: z.string(),
  /** Part of the price the platform keeps. */
  fee: z.string(),
  feeRate: z.string(),
  /** What the owner receives: price − fee. */
  ownerAmount: z.string(),
  /** What the buyer pays: the price (the fee is inside it). */
  total: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  balance: z.string(),
  enough: z.boolean(),
  /** Already bought (or nothing to buy: own profile, free chat, mutual like). */
  unlocked: z.boolean(),
});
export type DatingCheckMoneyVo = z.infer<typeof datingCheckMoneyVo>;

export const datingPurchaseVo = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  personalId: z.number().int(),
  price: z.string(),
  fee: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  /** For a chat purchase (and a mutual like): the private chat to open, tagged moduleType 1. */
  targetId: z.string(),
  createTime: z.string(),
});
export type DatingPurchaseVo = z.infer<typeof datingPurchaseVo>;

// ---- Likes ----

/** POST /app/jy/like, DELETE /app/jy/like?personalId=. */
export const datingLikeBody = z.object({ personalId: dbId });
export const DATING_LIKE_LIST_TYPES = ['likedMe', 'iLiked'] as const;
export type DatingLikeListType = (typeof DATING_LIKE_LIST_TYPES)[number];
/** GET /app/jy/like/list?type=likedMe|iLiked: the other side's live profiles, newest like first. */
export const datingLikeListQuery = pageQuery.extend({
  type: z.enum(DATING_LIKE_LIST_TYPES),
  pageSize: z.coerce.number().int().min(1).max(DATING_PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type DatingLikeListQuery = z.infer<typeof datingLikeListQuery>;

export const datingLikeVo = z.object({
  likeTime: z.string(),
  mutual: z.boolean(),
  profile: datingCardVo,
});
export type DatingLikeVo = z.infer<typeof datingLikeVo>;

/** What POST /app/jy/like answers: whether it is now mutual, and then the chat both may use for free. */
export const datingLikeResultVo = z.object({ mutual: z.boolean(), targetId: z.string().nullable() });
export type DatingLikeResultVo = z.infer<typeof datingLikeResultVo>;

// ---- Invite friends (inviteFriendsList) ----

/** GET /app/jy/inviteFriends/list: users I invited (their dating profile id when they published one). */
export const datingInvitedFriendVo = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  personalId: z.number().int().nullable(),
  invitedTime: z.string(),
});
export type DatingInvitedFriendVo = z.infer<typeof datingInvitedFriendVo>;
/** My invitations: the share link carries my user id as shareUserId (spec §2); the new user binds it on launch. */
export const datingInviteFriendsVo = z.object({
  shareUserId: z.number().int(),
  invited: z.array(datingInvitedFriendVo),
});
export type DatingInviteFriendsVo = z.infer<typeof datingInviteFriendsVo>;
