import { z } from 'zod';
import { placePoint } from './location.ts';
import { pageQuery, sortedBy } from './common.ts';
import { AREA_CODES } from './enums.ts';
import { AD_PHOTOS_MAX, SEARCH_TEXT_MAX_LENGTH } from './limits.ts';
import { EMAIL_PATTERN, normalizePhone } from './phone.ts';
import { transitionOf } from './state-machine.ts';
import { CurrencyId } from './wallet-codes.ts';
import {
  categoryOf,
  LISTING_CATEGORY_TREE,
  LISTING_KINDS,
  type ListingCategoryNode,
  type ListingKind,
} from './listing-categories.ts';

export * from './listing-categories.ts';

// The listings engine (issue 14, DESIGN §11): classifieds (events, jobs, services, goods, rentals) and the boards
// (paid tasks, job postings, information, remittance notices) are ONE model — common columns (owner, category path,
// country and city, title, price, photos, state) plus a typed body checked by one discriminated union on `kind`. A new
// board is a new member of that union and a branch of the category tree, not a new module.

export const LISTING_TITLE_MAX_LENGTH = 100;
export const LISTING_DESCRIPTION_MAX_LENGTH = 2000;
export const LISTING_FIELD_MAX_LENGTH = 200;
export const LISTING_CITY_MAX_LENGTH = 64;
/** Spec §9: at most 10 photos per ad (JPG/PNG). */
export const LISTING_PHOTOS_MAX = AD_PHOTOS_MAX;
export const LISTING_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** Spec §3 remittance notice board: a fee of at most 1 %. */
export const REMITTANCE_FEE_RATE_MAX = '0.01';
export const LISTING_PAGE_SIZE_MAX = 50;
/**
 * The market search counts its matches up to this many; past it, `total` answers LISTING_SEARCH_TOTAL_CAP + 1 ("more
 * than 1000"): counting every match of a broad word would cost more than the page itself, and an infinite list needs
 * only to know whether more pages follow.
 */
export const LISTING_SEARCH_TOTAL_CAP = 1000;

/** Countries a listing may be in: the product's two markets and their neighbours. */
export const LISTING_COUNTRIES = ['RU', 'CN', 'KZ', 'BY', 'UZ', 'KG', 'MN'] as const;
export type ListingCountry = (typeof LISTING_COUNTRIES)[number];

/** Currencies a price may be in (the hidden id 2 never). */
export const LISTING_CURRENCY_IDS = [CurrencyId.RUB, CurrencyId.CNY, CurrencyId.USD, CurrencyId.VLN] as const;

/** Spec §4 "Listings: on shelf / removed / revoked". */
export const ListingState = { onShelf: 1, removed: 2, revoked: 3 } as const;
export type ListingStateValue = (typeof ListingState)[keyof typeof ListingState];

export const LISTING_ACTIONS = ['edit', 'remove', 'relist', 'revoke'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export type ListingActor = 'owner' | 'staff';

/**
 * The listing's state machine as data (DESIGN §11): state → action → next state and who may take it. The server
 * applies a transition under the listing's row lock and refuses any other with listingWrongState. A deposit is held
 * while a listing is on the shelf: remove releases it, relist holds it again, revoke forfeits it (see docs).
 * revoked is terminal: a listing staff took down for breaking the rules cannot come back by its owner's hand.
 */
export const LISTING_TRANSITIONS: Record<
  ListingStateValue,
  Partial<Record<ListingAction, { next: ListingStateValue; by: ListingActor }>>
> = {
  [ListingState.onShelf]: {
    edit: { next: ListingState.onShelf, by: 'owner' },
    remove: { next: ListingState.removed, by: 'owner' },
    revoke: { next: ListingState.revoked, by: 'staff' },
  },
  [ListingState.removed]: {
    edit: { next: ListingState.removed, by: 'owner' },
    relist: { next: ListingState.onShelf, by: 'owner' },
  },
  [ListingState.revoked]: {},
};

/** The transition of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export const listingTransition = (state: number, action: ListingAction, actor: ListingActor) =>
  transitionOf(LISTING_TRANSITIONS, state, action, actor);

/** Spec §9: posting a service (paid task), job or information item holds a deposit, refunded on removal. */
export const LISTING_DEPOSIT_KINDS = [
  'task',
  'jobPosting',
  'information',
] as const satisfies readonly ListingKind[];
export type ListingDepositKind = (typeof LISTING_DEPOSIT_KINDS)[number];
export const listingDepositKey = (kind: ListingDepositKind) => `listings.deposit.${kind}` as const;
export const LISTING_DEPOSIT_DEFAULT = '100';
/** Deposits are held in roubles. */
export const LISTING_DEPOSIT_CURRENCY_ID = CurrencyId.RUB;
export const isDepositKind = (kind: string): kind is ListingDepositKind =>
  (LISTING_DEPOSIT_KINDS as readonly string[]).includes(kind);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);
/** Multi-line text: line breaks and tabs allowed, other control characters not. */
const longText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/);
const required = (max = LISTING_FIELD_MAX_LENGTH) => text(max).min(1);
/** A non-negative amount with up to 4 decimals, as text (money is never a float). */
export const LISTING_AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,4})?$/;
const amount = (error: 'listingPriceInvalid' | 'listingBondInvalid' | 'listingRewardInvalid') =>
  z.string({ error }).trim().regex(LISTING_AMOUNT_PATTERN, { error });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'listingDateInvalid' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'listingDateInvalid',
    },
  );
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'listingDateInvalid' });

/** A contact person's phone: +7 or +86 and a valid number ('phone number format of the contact person is incorrect'). */
const contact = {
  contactName: required(64),
  contactAreaCode: z.enum(AREA_CODES, { error: 'listingContactPhoneInvalid' }),
  contactPhone: z
    .string({ error: 'listingContactPhoneInvalid' })
    .trim()
    .max(20, { error: 'listingContactPhoneInvalid' }),
};
const phoneOk = (b: { contactAreaCode: (typeof AREA_CODES)[number]; contactPhone: string }) =>
  normalizePhone(b.contactAreaCode, b.contactPhone) !== null;
const withPhone = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, ...contact }).refine((b) => phoneOk(b as Parameters<typeof phoneOk>[0]), {
    error: 'listingContactPhoneInvalid',
    path: ['contactPhone'],
  });

/** Spec §3 "Classified ad" fields per type; the price (0 = free event) is the listing's common column. */
export const eventBody = z.object({
  kind: z.literal('event'),
  eventName: required(),
  organizer: required(),
  date: isoDate,
  time: clockTime,
  place: required(),
  placeAt: placePoint,
});
export const jobBody = withPhone({
  kind: z.literal('job'),
  address: required(),
  addressAt: placePoint,
  /** The wage's period, the price being the wage. */
  wagePeriod: z.enum(['hour', 'day', 'month', 'task']),
  targetDate: isoDate.optional(),
});
export const serviceBody = withPhone({
  kind: z.literal('service'),
  address: required(),
  addressAt: placePoint,
});
export const GOODS_CONDITIONS = ['new', 'used'] as const;
export const goodsBody = withPhone({
  kind: z.literal('goods'),
  condition: z.enum(GOODS_CONDITIONS, { error: 'listingConditionInvalid' }),
  address: text(LISTING_FIELD_MAX_LENGTH).default(''),
  addressAt: placePoint,
});
export const rentalBody = withPhone({
  kind: z.literal('rental'),
  address: required(),
  addressAt: placePoint,
  /** Lease term in months. */
  leaseTermMonths: z.coerce.number({ error: 'listingLeaseTermInvalid' }).int().min(1).max(120),
  /** The bond (deposit) the landlord asks; "0" when there is none. */
  bond: amount('listingBondInvalid'),
});
/** Service post / paid task (spec §3, §5: all required; remuneration is the price, or negotiable). */
export const taskBody = z
  .object({
    kind: z.literal('task'),
    location: required(),
    locationAt: placePoint,
    negotiable: z.boolean().default(false),
    deadline: isoDate,
    requirements: required(LISTING_DESCRIPTION_MAX_LENGTH),
    referralAllowed: z.boolean(),
    /** The reward a referrer gets when the referred user is accepted; "0" when referral is not allowed. */
    referralReward: amount('listingRewardInvalid'),
    /** How many referred applicants can be rewarded: the poster holds reward × places while the task is shelved. */
    referralPlaces: z.coerce.number({ error: 'listingRewardInvalid' }).int().min(1).max(100).default(1),
  })
  .refine((b) => !b.referralAllowed || Number(b.referralReward) > 0, {
    error: 'listingRewardInvalid',
    path: ['referralReward'],
  })
  .refine((b) => b.referralAllowed || Number(b.referralReward) === 0, {
    error: 'listingRewardInvalid',
    path: ['referralReward'],
  });
export const JOB_NATURES = ['fullTime', 'partTime'] as const;
export const JOB_MODES = ['onSite', 'online'] as const;
export const EXPERIENCE_BANDS = ['none', 'upTo1', 'from1to3', 'from3to5', 'over5'] as const;
/** Job posting (recruitment, spec §3/§5); the salary is the price (monthly). */
export const jobPostingBody = withPhone({
  kind: z.literal('jobPosting'),
  position: required(),
  requirements: required(LISTING_DESCRIPTION_MAX_LENGTH),
  workplace: required(),
  workplaceAt: placePoint,
  address: required(),
  addressAt: placePoint,
  nature: z.enum(JOB_NATURES),
  mode: z.enum(JOB_MODES),
  experience: z.enum(EXPERIENCE_BANDS),
  headcount: z.coerce.number().int().min(1).max(10_000),
  companyName: required(),
  companyAddress: required(),
  licenceNumber: required(64),
  taxTerms: required(LISTING_DESCRIPTION_MAX_LENGTH),
});
/** Information board: title, category, place, price, description, images (at least one). */
export const informationBody = z.object({
  kind: z.literal('information'),
  place: required(),
  placeAt: placePoint,
});
export const PARTY_TYPES = ['person', 'company'] as const;
/** Remittance notice (China–Russia): the amount is the price; fee at most 1 %. */
export const remittanceBody = z.object({
  kind: z.literal('remittance'),
  from: required(),
  fromAt: placePoint,
  to: required(),
  toAt: placePoint,
  payerType: z.enum(PARTY_TYPES),
  payeeType: z.enum(PARTY_TYPES),
  basis: required(),
  remarks: text(LISTING_FIELD_MAX_LENGTH).default(''),
  contact: required(),
  name: required(64),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'listingEmailInvalid' }),
  /** The fee asked, a fraction 0 ≤ x ≤ 0.01. */
  feeRate: z
    .string({ error: 'listingFeeTooHigh' })
    .trim()
    .regex(/^0(\.\d{1,4})?$/, { error: 'listingFeeTooHigh' })
    .refine((v) => Number(v) <= Number(REMITTANCE_FEE_RATE_MAX), { error: 'listingFeeTooHigh' }),
});

/** The typed body: one discriminated union on `kind` (DESIGN §11). */
export const listingBody = z.discriminatedUnion(
  'kind',
  [
    eventBody,
    jobBody,
    serviceBody,
    goodsBody,
    rentalBody,
    taskBody,
    jobPostingBody,
    informationBody,
    remittanceBody,
  ],
  { error: 'listingKindInvalid' },
);
export type ListingBody = z.infer<typeof listingBody>;

/** Kinds whose price may be left empty (negotiable / on request); the others must state one (0 allowed). */
const PRICE_OPTIONAL: readonly ListingKind[] = ['job', 'service', 'task', 'jobPosting'];
/** Kinds that need at least one photo (spec §5 information: image required). */
const PHOTO_REQUIRED: readonly ListingKind[] = ['information'];

const photoUrl = z.string().trim().min(1).max(500);

const listingFields = {
  /** Category codes from the root (the kind's branch) down, one to three levels. */
  categoryPath: z.array(z.string().max(40), { error: 'listingCategoryInvalid' }).min(1).max(3),
  country: z.enum(LISTING_COUNTRIES, { error: 'listingCityRequired' }),
  city: text(LISTING_CITY_MAX_LENGTH).min(1, { error: 'listingCityRequired' }),
  title: text(LISTING_TITLE_MAX_LENGTH).min(1, { error: 'listingTitleRequired' }),
  description: longText(LISTING_DESCRIPTION_MAX_LENGTH).default(''),
  /** Decimal text ≥ 0 (0 = free event); null = negotiable where the kind allows it. */
  price: amount('listingPriceInvalid').nullable(),
  currencyId: z.coerce
    .number()
    .int()
    .refine((v) => (LISTING_CURRENCY_IDS as readonly number[]).includes(v), { error: 'currencyUnknown' })
    .default(CurrencyId.RUB),
  /** Upload URLs of the caller's own JPG/PNG files (POST /app/file/upload), in display order. */
  photos: z
    .array(photoUrl)
    .max(LISTING_PHOTOS_MAX, { error: 'listingTooManyPhotos' })
    .refine((p) => new Set(p).size === p.length, { error: 'badRequest' })
    .default([]),
  body: listingBody,
};

type Fields = {
  categoryPath: string[];
  price: string | null;
  photos: string[];
  body: ListingBody;
};
/** The checks that join the common columns and the body: the category's branch is the body's kind, and so on. */
const joinedChecks = (b: Fields, ctx: z.RefinementCtx) => {
  const category = categoryOf(b.categoryPath);
  if (!category) ctx.addIssue({ code: 'custom', message: 'listingCategoryInvalid', path: ['categoryPath'] });
  else if (category.kind !== b.body.kind)
    ctx.addIssue({ code: 'custom', message: 'listingCategoryInvalid', path: ['categoryPath'] });
  if (b.price === null && !PRICE_OPTIONAL.includes(b.body.kind))
    ctx.addIssue({ code: 'custom', message: 'listingPriceInvalid', path: ['price'] });
  if (b.body.kind === 'task' && b.body.negotiable !== (b.price === null))
    ctx.addIssue({ code: 'custom', message: 'listingPriceInvalid', path: ['price'] });
  if (b.body.kind === 'remittance' && b.price !== null && Number(b.price) < 1)
    ctx.addIssue({ code: 'custom', message: 'listingPriceInvalid', path: ['price'] });
  if (PHOTO_REQUIRED.includes(b.body.kind) && b.photos.length === 0)
    ctx.addIssue({ code: 'custom', message: 'listingPhotoRequired', path: ['photos'] });
};

/** POST /app/listings (header Idempotency-Key): publish — the listing goes on the shelf. */
export const listingPublishBody = z.object(listingFields).superRefine(joinedChecks);
export type ListingPublishBody = z.infer<typeof listingPublishBody>;

/** PUT /app/listings: edit the whole listing; its kind stays (the deposit depends on it). */
export const listingEditBody = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647), ...listingFields })
  .superRefine(joinedChecks);
export type ListingEditBody = z.infer<typeof listingEditBody>;

export const listingIdBody = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /admin/api/listings/revoke: staff take a listing down for a stated reason. */
export const listingRevokeBody = listingIdBody.extend({ reason: required(500) });
export type ListingRevokeBody = z.infer<typeof listingRevokeBody>;

export const listingPhotoVo = z.object({ url: z.string(), urlCompress: z.string() });
export type ListingPhotoVo = z.infer<typeof listingPhotoVo>;

export const listingVo = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  kind: z.enum(LISTING_KINDS),
  categoryPath: z.array(z.string()),
  country: z.string(),
  city: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.string().nullable(),
  currencyId: z.number().int(),
  photos: z.array(listingPhotoVo),
  body: z.record(z.string(), z.unknown()),
  state: z.number().int(),
  revokeReason: z.string().nullable(),
  /** The deposit held while on the shelf (boards only), null when none. */
  deposit: z.string().nullable(),
  favourite: z.boolean(),
  favouriteCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  shelvedTime: z.string(),
});
export type ListingVo = z.infer<typeof listingVo>;

export const LISTING_SORTS = ['newest', 'cheapest', 'priciest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

const listPage = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(20),
});

/** GET /app/listings/list: the classifieds home — search, city, category, per-kind filters, sort, pages. */
export const listingSearchQuery = listPage
  .extend({
    keyword: z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX_LENGTH)
      .regex(/^[^\p{Cc}]*$/u)
      .optional(),
    country: z.enum(LISTING_COUNTRIES).optional(),
    city: text(LISTING_CITY_MAX_LENGTH).optional(),
    /** A category code at any level. */
    category: z.string().trim().max(40).optional(),
    kind: z.enum(LISTING_KINDS).optional(),
    priceMin: amount('listingPriceInvalid').optional(),
    priceMax: amount('listingPriceInvalid').optional(),
    /** Events: free ones only (price 0). */
    free: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    condition: z.enum(GOODS_CONDITIONS).optional(),
    nature: z.enum(JOB_NATURES).optional(),
    mode: z.enum(JOB_MODES).optional(),
    experience: z.enum(EXPERIENCE_BANDS).optional(),
    payerType: z.enum(PARTY_TYPES).optional(),
    payeeType: z.enum(PARTY_TYPES).optional(),
    sort: z.enum(LISTING_SORTS).default('newest'),
  })
  .refine((q) => !q.category || Boolean(categoryOf([q.category]) ?? findCategory(q.category)), {
    error: 'listingCategoryInvalid',
    path: ['category'],
  });
export type ListingSearchQuery = z.infer<typeof listingSearchQuery>;

/** GET /app/listings/mine (my releases) and GET /app/listings/favourites: newest first, optionally of one state. */
export const listingMineQuery = listPage.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(ListingState).includes(v as ListingStateValue), { error: 'badRequest' })
    .optional(),
});
export type ListingMineQuery = z.infer<typeof listingMineQuery>;

/** GET /admin/api/listings: the staff list, by state, newest first. */
export const listingStaffQuery = listingMineQuery.extend({
  ownerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...sortedBy('id', 'price', 'createTime'),
});
export type ListingStaffQuery = z.infer<typeof listingStaffQuery>;

/** GET /app/listings/deposit?kind=: what publishing that kind holds now (0 when nothing). */
export const listingDepositQuery = z.object({ kind: z.enum(LISTING_KINDS) });
export const listingDepositVo = z.object({ amount: z.string(), currencyId: z.number().int() });

/** GET /app/listings/categories: the tree in the caller's language. */
export type ListingCategoryVo = {
  code: string;
  name: string;
  kind: ListingKind;
  serviceTag: number | null;
  children: ListingCategoryVo[];
};
export const listingCategoryVo: z.ZodType<ListingCategoryVo> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(LISTING_KINDS),
    serviceTag: z.number().int().nullable(),
    children: z.array(listingCategoryVo),
  }),
);

/** A category code found anywhere in the tree (the search filter takes one code of any level). */
export function findCategory(code: string) {
  const walk = (nodes: readonly ListingCategoryNode[], path: string[]): string[] | undefined => {
    for (const node of nodes) {
      const here = [...path, node.code];
      if (node.code === code) return here;
      const below = walk(node.children ?? [], here);
      if (below) return below;
    }
    return undefined;
  };
  return walk(LISTING_CATEGORY_TREE, []);
}
