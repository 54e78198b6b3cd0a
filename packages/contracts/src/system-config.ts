import { z } from 'zod';
import { CASHBACK_MONTHLY_CAP_DEFAULT, CASHBACK_MONTHLY_CAP_KEY } from './cashback.ts';
import {
  DATING_BOND_AMOUNT_DEFAULT,
  DATING_BOND_AMOUNT_KEY,
  DATING_BOND_CURRENCY_DEFAULT,
  DATING_BOND_CURRENCY_KEY,
  DATING_FEE_RATE_DEFAULT,
  DATING_FEE_RATE_KEY,
} from './dating.ts';
import { DNA_PRICE_DEFAULTS, DNA_PRICE_KEYS } from './dna.ts';
import { APP_VERSION } from './limits.ts';
import { LISTING_SECURE_FEE_RATE_DEFAULT, LISTING_SECURE_FEE_RATE_KEY } from './listing-orders.ts';
import { LISTING_DEPOSIT_DEFAULT } from './listings.ts';
import { PLATFORM_TAX_RATE_CONFIG_KEY, SAFE_TRANSFER_FEE_RATE_DEFAULT } from './transfer.ts';
import { CURRENCY_CODES } from './wallet-codes.ts';

// The registry of platform settings (`config_entries`, read by `GET /app/system/config/configKey/{key}` and by the
// server through `system.setting(key)`). A setting is stored as text; its schema turns that text into the value the
// code uses and refuses anything else, so staff cannot store a value the app cannot read. Adding a setting is one
// entry below: the console lists and edits it, the server reads it typed, with the default when nobody set it.

/** How the console edits a value (the schema still decides what is valid). */
export type SystemConfigKind =
  | 'text'
  | 'email'
  | 'url'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'semver'
  | 'json';

export type SystemConfigEntry<T = unknown> = {
  /** Parses the stored text; the output is what the server's getter answers. */
  schema: z.ZodType<T, string>;
  /** Used when the row is missing; must itself pass the schema (tested). */
  defaultValue: string;
  kind: SystemConfigKind;
  /** Shown in the console beside the key (staff read English keys and descriptions). */
  description: string;
};

const entry = <T>(e: SystemConfigEntry<T>) => e;

/** Longest value a setting may hold (a share config list is the biggest). */
export const SYSTEM_CONFIG_VALUE_MAX_LENGTH = 8000;
const stored = z.string().max(SYSTEM_CONFIG_VALUE_MAX_LENGTH);

const booleanText = stored
  .trim()
  .pipe(z.enum(['true', 'false']))
  .transform((v) => v === 'true');
const integerText = (min: number, max: number) =>
  stored
    .trim()
    .regex(/^-?\d{1,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
/** A fraction 0 ≤ x < 1 with up to 4 decimals, kept as text (money rule: no floats). */
const rateText = stored.trim().regex(/^0(\.\d{1,4})?$/);
/** A deposit in roubles, 0 allowed (no deposit). */
const depositText = stored.trim().regex(/^(0|[1-9]\d{0,5})(\.\d{1,4})?$/);
/** Major.minor.patch, numbers without leading zeros (1.2.6). */
export const SEMVER_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
/** An absolute http(s) address, or a path on this site ("/h5/"). */
const linkText = stored
  .trim()
  .min(1)
  .max(1024)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v));
/** A JSON text parsed and checked by `shape`. */
const jsonText = <T>(shape: z.ZodType<T>) =>
  stored
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'json' });
        return z.NEVER;
      }
    })
    .pipe(shape);

/** One entry of the share (airdrop) config list (spec §7 `GET /app/airdrop/findByModule`, `disposition`). */
export const shareConfigItem = z.object({
  /** The launch query's shareType this entry answers. */
  shareType: z.number().int().min(0).max(999),
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  /** A picture shown with the share; absolute or a path on this site. */
  imageUrl: z.string().trim().max(1024).default(''),
  enabled: z.boolean().default(true),
});
export type ShareConfigItem = z.infer<typeof shareConfigItem>;
export const shareConfigList = z
  .array(shareConfigItem)
  .max(50)
  .refine((items) => new Set(items.map((i) => i.shareType)).size === items.length, 'shareTypeRepeated');

export const SYSTEM_CONFIG_KEYS = {
  'support.email': entry({
    schema: stored.trim().pipe(z.email().max(254)),
    defaultValue: 'support@volna.local',
    kind: 'email',
    description: 'Where users write to customer service',
  }),
  'policies.version': entry({
    schema: integerText(1, 1_000_000),
    defaultValue: '1',
    kind: 'integer',
    description: 'Version of the terms of use and privacy policy',
  }),
  'sys.account.captchaEnabled': entry({
    schema: booleanText,
    defaultValue: 'true',
    kind: 'boolean',
    description: 'Whether password logins ask for a picture code after repeated failures',
  }),
  'app.versionName': entry({
    schema: stored.trim().regex(SEMVER_PATTERN),
    defaultValue: APP_VERSION,
    kind: 'semver',
    description: 'The app version the update prompt announces (major.minor.patch)',
  }),
  'app.versionCode': entry({
    // Empty: derived from the version name (1.2.6 → 10206).
    schema: z.union([
      stored
        .trim()
        .length(0)
        .transform(() => null),
      integerText(0, 999_999_999),
    ]),
    defaultValue: '',
    kind: 'integer',
    description: 'Version number for shells that compare numbers; empty = derived from the version name',
  }),
  'app.forceUpdate': entry({
    schema: booleanText,
    defaultValue: 'false',
    kind: 'boolean',
    description: 'Whether the update prompt cannot be dismissed',
  }),
  'app.update.downloadUrl': entry({
    schema: linkText,
    defaultValue: '/h5/',
    kind: 'url',
    description: 'Where the update prompt sends the user',
  }),
  'app.update.description': entry({
    schema: stored.trim().max(1000),
    defaultValue: '',
    kind: 'text',
    description: 'What the update brings, shown in the update prompt',
  }),
  [PLATFORM_TAX_RATE_CONFIG_KEY]: entry({
    schema: rateText,
    defaultValue: SAFE_TRANSFER_FEE_RATE_DEFAULT,
    kind: 'decimal',
    description: 'Safe-transfer fee as a fraction of the amount (0.01 = 1 %)',
  }),
  'airdrop.shareConfig': entry({
    schema: jsonText(shareConfigList),
    defaultValue: '[]',
    kind: 'json',
    description:
      'Share (airdrop) config list: [{"shareType":1,"title":"…","description":"…","imageUrl":"…","enabled":true}]',
  }),
  // VIP dating and the blind box (issue 12); prices in roubles.
  'vipDating.pricePerCandidate': entry({
    schema: stored.trim().regex(/^(?!0(\.0{1,4})?$)(0|[1-9]\d{0,5})(\.\d{1,4})?$/),
    defaultValue: '100',
    kind: 'decimal',
    description:
      'VIP dating: price of one candidate in RUB (held at submit, charged for the candidates picked)',
  }),
  // DNA-test matching (issue 15): each plan's price per candidate in RUB; VIP is the spec's '30 % cheaper' plan.
  [DNA_PRICE_KEYS.standard]: entry({
    schema: stored.trim().regex(/^(?!0(\.0{1,4})?$)(0|[1-9]\d{0,5})(\.\d{1,4})?$/),
    defaultValue: DNA_PRICE_DEFAULTS.standard,
    kind: 'decimal',
    description:
      'DNA matching: standard plan, price of one candidate in RUB (held at order, charged per delivered)',
  }),
  [DNA_PRICE_KEYS.vip]: entry({
    schema: stored.trim().regex(/^(?!0(\.0{1,4})?$)(0|[1-9]\d{0,5})(\.\d{1,4})?$/),
    defaultValue: DNA_PRICE_DEFAULTS.vip,
    kind: 'decimal',
    description: 'DNA matching: VIP plan, price of one candidate in RUB (the app tips it as 30 % cheaper)',
  }),
  'blindBox.price': entry({
    schema: stored.trim().regex(/^(?!0(\.0{1,4})?$)(0|[1-9]\d{0,5})(\.\d{1,4})?$/),
    defaultValue: '10',
    kind: 'decimal',
    description: 'Blind box: price of one opening in RUB',
  }),
  'blindBox.dailyLimit': entry({
    schema: integerText(0, 1000),
    defaultValue: '3',
    kind: 'integer',
    description: 'Blind box: openings per Moscow day',
  }),
  'blindBox.inviteBonus': entry({
    schema: integerText(0, 100),
    defaultValue: '1',
    kind: 'integer',
    description: 'Blind box: extra openings each invited friend adds (once per friend)',
  }),
  // Listings (issue 14): the deposit held while a paid task, job posting or information item is on the shelf.
  'listings.deposit.task': entry({
    schema: depositText,
    defaultValue: LISTING_DEPOSIT_DEFAULT,
    kind: 'decimal',
    description: 'Listings: deposit in RUB held while a paid task is on the shelf (0 = none)',
  }),
  'listings.deposit.jobPosting': entry({
    schema: depositText,
    defaultValue: LISTING_DEPOSIT_DEFAULT,
    kind: 'decimal',
    description: 'Listings: deposit in RUB held while a job posting is on the shelf (0 = none)',
  }),
  'listings.deposit.information': entry({
    schema: depositText,
    defaultValue: LISTING_DEPOSIT_DEFAULT,
    kind: 'decimal',
    description: 'Listings: deposit in RUB held while an information item is on the shelf (0 = none)',
  }),
  // Classifieds orders (issue 14): the secure deal's platform fee, paid by the seller out of the held price.
  [LISTING_SECURE_FEE_RATE_KEY]: entry({
    schema: rateText,
    defaultValue: LISTING_SECURE_FEE_RATE_DEFAULT,
    kind: 'decimal',
    description:
      'Listings: platform fee of a secure deal, a fraction of the price paid by the seller (0.02 = 2 %)',
  }),
  // Marketplace cashback (issue 28): at most this much VLN per buyer per calendar month (Moscow time); 0 = none.
  [CASHBACK_MONTHLY_CAP_KEY]: entry({
    schema: depositText,
    defaultValue: CASHBACK_MONTHLY_CAP_DEFAULT,
    kind: 'decimal',
    description: 'Listings: most cashback in VLN one buyer gets per calendar month, Moscow time (0 = none)',
  }),
  // Dating (issue 12): the deposit held while a profile is published, and the fee on paid albums and chats.
  [DATING_BOND_AMOUNT_KEY]: entry({
    schema: stored.trim().regex(/^(?!0(\.0{1,4})?$)(0|[1-9]\d{0,5})(\.\d{1,4})?$/),
    defaultValue: DATING_BOND_AMOUNT_DEFAULT,
    kind: 'decimal',
    description: 'Dating: deposit held while a dating profile is published (released when it is deleted)',
  }),
  [DATING_BOND_CURRENCY_KEY]: entry({
    schema: stored.trim().pipe(z.enum(CURRENCY_CODES)),
    defaultValue: DATING_BOND_CURRENCY_DEFAULT,
    kind: 'text',
    description: 'Dating: currency of the deposit (RUB, VLN, CNY, USD or USDT)',
  }),
  [DATING_FEE_RATE_KEY]: entry({
    schema: rateText,
    defaultValue: DATING_FEE_RATE_DEFAULT,
    kind: 'decimal',
    description: 'Dating: platform fee on paid albums and paid chats, a fraction of the price (0.1 = 10 %)',
  }),
} as const satisfies Record<string, SystemConfigEntry>;

export type SystemConfigKey = keyof typeof SYSTEM_CONFIG_KEYS;
/** What the server's getter answers for a key. */
export type SystemConfigValue<K extends SystemConfigKey> = z.output<(typeof SYSTEM_CONFIG_KEYS)[K]['schema']>;
export const SYSTEM_CONFIG_KEY_LIST = Object.keys(SYSTEM_CONFIG_KEYS) as SystemConfigKey[];
export const isSystemConfigKey = (key: string): key is SystemConfigKey =>
  Object.hasOwn(SYSTEM_CONFIG_KEYS, key);

// ---- Staff console: GET /admin/api/config, PUT /admin/api/config (platform administrator) ----

export const systemConfigItemVo = z.object({
  key: z.string(),
  /** The stored text, or the default when nobody set it. */
  value: z.string(),
  defaultValue: z.string(),
  /** True when no row is stored and the default applies. */
  isDefault: z.boolean(),
  kind: z.enum(['text', 'email', 'url', 'boolean', 'integer', 'decimal', 'semver', 'json']),
  description: z.string(),
  /** When staff last changed it; null for a default never stored. */
  updateTime: z.string().nullable(),
});
export type SystemConfigItemVo = z.infer<typeof systemConfigItemVo>;

/** PUT /admin/api/config: the value is checked by the key's schema; a bad one answers configValueInvalid. */
export const systemConfigUpdateBody = z.object({
  key: z.string().trim().min(1).max(128),
  value: z.string().max(SYSTEM_CONFIG_VALUE_MAX_LENGTH),
});
export type SystemConfigUpdateBody = z.infer<typeof systemConfigUpdateBody>;
