import { z } from 'zod';
import type { TOPUP_EVENT_TYPE } from './live-events.ts';
import { pageQuery, sortedBy } from './common.ts';
import { PLATFORM_TIME_ZONE } from './limits.ts';
import { currencyIdSchema, payPasswordSchema, positiveAmount } from './wallet.ts';

/** The nine Russian banks a QR top-up can be paid from (spec §9); names per language live in the web's topup locale. */
export const TOPUP_BANKS = [
  'sberbank',
  'tbank',
  'vtb',
  'alfabank',
  'gazprombank',
  'raiffeisenbank',
  'rosbank',
  'sovcombank',
  'otkritie',
] as const;
export type TopUpBank = (typeof TOPUP_BANKS)[number];

/** QR top-ups are paid in roubles, in whole kopecks, up to this much per request. */
export const TOPUP_CURRENCY_CODE = 'RUB';
export const TOPUP_MIN_RUB = 1;
export const TOPUP_MAX_RUB = 1_000_000;

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PLATFORM_TIME_ZONE, weekday: 'short' });

/** Whether QR top-up is open at this instant: Monday to Friday in Moscow time. The server decides; the app only warns. */
export function isTopUpOpen(at: Date): boolean {
  const day = weekdayFormat.format(at);
  return day !== 'Sat' && day !== 'Sun';
}

export const TopUpStatus = {
  /** Requisites shown, no proof yet. */
  awaitingProof: 1,
  /** Proof uploaded, waiting for staff. */
  awaitingConfirmation: 2,
  confirmed: 3,
  rejected: 4,
} as const;
export type TopUpStatusValue = (typeof TopUpStatus)[keyof typeof TopUpStatus];

/** Stored in the owner's event log with the decision itself, so his open top-up page shows it at once. */
export type TopUpEvent = {
  type: typeof TOPUP_EVENT_TYPE;
  topUpId: number;
  status: TopUpStatusValue;
};

/** A rouble amount in whole kopecks as a decimal string: "1500", "99.90"; no exponent, sign or third decimal. */
export const rubAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, { error: 'amountInvalid' })
  .refine((v) => Number(v) >= TOPUP_MIN_RUB && Number(v) <= TOPUP_MAX_RUB, { error: 'amountInvalid' });

export const topUpCreateBody = z.object({
  bankCode: z.enum(TOPUP_BANKS),
  amount: rubAmount,
});
export type TopUpCreateBody = z.infer<typeof topUpCreateBody>;

const topUpId = z.coerce.number().int().positive().max(2_147_483_647);

export const topUpProofBody = z.object({
  id: topUpId,
  proofUrl: z.string().trim().min(1).max(1000),
});
export type TopUpProofBody = z.infer<typeof topUpProofBody>;

export const topUpConfirmBody = z.object({ id: topUpId });
export const topUpRejectBody = z.object({ id: topUpId, reason: z.string().trim().max(500).optional() });
export type TopUpRejectBody = z.infer<typeof topUpRejectBody>;

export const topUpListQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .int()
    .refine((s) => Object.values(TopUpStatus).includes(s as TopUpStatusValue), 'status')
    .optional(),
});
export type TopUpListQuery = z.infer<typeof topUpListQuery>;
/** GET /admin/api/topup/list: the staff queue, sortable. */
export const adminTopUpListQuery = topUpListQuery.extend(sortedBy('id', 'status', 'createTime'));
export type AdminTopUpListQuery = z.infer<typeof adminTopUpListQuery>;

/** Where the user sends the money: the platform's receiving account at the chosen bank. */
export const topUpRequisites = z.object({
  bankCode: z.enum(TOPUP_BANKS),
  bankName: z.string(),
  recipient: z.string(),
  accountNumber: z.string(),
  bic: z.string(),
  correspondentAccount: z.string(),
  inn: z.string(),
  kpp: z.string(),
  /** The payment purpose naming the request, so staff can match the transfer. */
  purpose: z.string(),
});
export type TopUpRequisites = z.infer<typeof topUpRequisites>;

export const topUpVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  bankCode: z.enum(TOPUP_BANKS),
  amount: z.string(),
  currencyCode: z.string(),
  status: z.number().int(),
  requisites: topUpRequisites,
  /** The Russian unified payment QR text (GOST R 56042-2014, "ST00012|…"); the app draws it as a QR code. */
  paymentQr: z.string(),
  proofUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  flowId: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TopUpVo = z.infer<typeof topUpVo>;

// ---- The platform's receiving requisites at each top-up bank, kept by staff ----

const CONTROL_WEIGHTS = [7, 1, 3] as const;
const weighted = (digits: string) =>
  [...digits].reduce((sum, d, i) => sum + Number(d) * CONTROL_WEIGHTS[i % 3]!, 0) % 10 === 0;

/**
 * The Bank of Russia control key (the 9th digit of a 20-digit account): an account at a bank is keyed with the BIC's
 * last three digits, so a typo in either is caught before users are sent to pay a wrong account.
 */
export const accountKeyMatches = (accountNumber: string, bic: string) =>
  /^\d{20}$/.test(accountNumber) && /^\d{9}$/.test(bic) && weighted(bic.slice(-3) + accountNumber);

/** A correspondent account (the bank's own account at the Bank of Russia) is keyed with "0" and the BIC's digits 5-6. */
export const correspondentKeyMatches = (correspondentAccount: string, bic: string) =>
  /^\d{20}$/.test(correspondentAccount) &&
  /^\d{9}$/.test(bic) &&
  weighted(`0${bic.slice(4, 6)}${correspondentAccount}`);

/** A requisite of digits only, in the given shape; anything else is refused with the field's own message. */
const digitsField = (shape: RegExp, error: string) => z.string({ error }).trim().regex(shape, { error });
const nameField = (error: string) => z.string({ error }).trim().min(1, { error }).max(200, { error });

/** PUT /admin/api/topup/bankAccount: the new requisites of one bank, in the Russian formats. */
export const topUpBankAccountBody = z
  .object({
    bankCode: z.enum(TOPUP_BANKS, { error: 'topUpBankUnknown' }),
    bankName: nameField('topUpBankNameInvalid'),
    recipient: nameField('topUpRecipientInvalid'),
    accountNumber: digitsField(/^\d{20}$/, 'topUpAccountNumberInvalid'),
    bic: digitsField(/^04\d{7}$/, 'topUpBicInvalid'),
    correspondentAccount: digitsField(/^301\d{17}$/, 'topUpCorrespondentAccountInvalid'),
    inn: digitsField(/^(\d{10}|\d{12})$/, 'topUpInnInvalid'),
    kpp: digitsField(/^\d{9}$/, 'topUpKppInvalid'),
  })
  .superRefine((b, ctx) => {
    // Only a well-formed BIC can key the accounts; a malformed one is already refused on its own field.
    if (!/^04\d{7}$/.test(b.bic)) return;
    if (/^\d{20}$/.test(b.accountNumber) && !accountKeyMatches(b.accountNumber, b.bic))
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'topUpAccountNumberKey' });
    if (/^301\d{17}$/.test(b.correspondentAccount) && !correspondentKeyMatches(b.correspondentAccount, b.bic))
      ctx.addIssue({
        code: 'custom',
        path: ['correspondentAccount'],
        message: 'topUpCorrespondentAccountKey',
      });
  });
export type TopUpBankAccountBody = z.infer<typeof topUpBankAccountBody>;

/** One bank's receiving requisites as staff see them; an inactive bank is not offered to users. */
export const topUpBankAccountVo = topUpRequisites.omit({ purpose: true }).extend({ active: z.boolean() });
export type TopUpBankAccountVo = z.infer<typeof topUpBankAccountVo>;

/** The GOST R 56042-2014 payment string banks' apps read from a QR: sum in kopecks. */
export function paymentQrText(r: TopUpRequisites, amountRub: string): string {
  const [whole, frac = ''] = amountRub.split('.');
  const kopecks = `${whole}${frac.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  const clean = (v: string) => v.replace(/\|/g, ' ');
  return [
    'ST00012',
    `Name=${clean(r.recipient)}`,
    `PersonalAcc=${r.accountNumber}`,
    `BankName=${clean(r.bankName)}`,
    `BIC=${r.bic}`,
    `CorrespAcc=${r.correspondentAccount}`,
    `PayeeINN=${r.inn}`,
    `KPP=${r.kpp}`,
    `Sum=${kopecks}`,
    `Purpose=${clean(r.purpose)}`,
  ].join('|');
}

// ---- Merge money (page mergeMoeny): the balances of chosen currencies become one target currency ----

/** At most this many source currencies in one merge (every visible currency but the target). */
export const MERGE_SOURCES_MAX = 8;

const sourceIdList = z
  .string()
  .trim()
  .regex(/^\d{1,9}(,\d{1,9}){0,7}$/, { error: 'currencyUnknown' })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** GET /app/wallet/merge/preview?sourceCurrencyIds=1,4&targetCurrencyId=3: each source's whole available balance. */
export const mergePreviewQuery = z.object({
  sourceCurrencyIds: sourceIdList,
  targetCurrencyId: currencyIdSchema,
});
export type MergePreviewQuery = z.infer<typeof mergePreviewQuery>;

export const mergeItemVo = z.object({
  currencyId: z.number().int(),
  currencyCode: z.string(),
  /** What leaves this currency's balance. */
  amount: z.string(),
  /** Units of the target for one unit of this currency (the platform rate). */
  rate: z.string(),
  /** What arrives in the target currency, rounded down to 4 decimals. */
  result: z.string(),
});
export type MergeItemVo = z.infer<typeof mergeItemVo>;

export const mergePreviewVo = z.object({
  targetCurrencyId: z.number().int(),
  targetCurrencyCode: z.string(),
  items: z.array(mergeItemVo),
  /** The sum of the items' results: what the target balance gains. */
  total: z.string(),
  /** Names the rates used; the merge is refused (ratesChanged) when the rates are no longer these. */
  ratesVersion: z.string(),
});
export type MergePreviewVo = z.infer<typeof mergePreviewVo>;

/**
 * POST /app/wallet/merge (Idempotency-Key header): the previewed amounts, the preview's ratesVersion, the pay password.
 * A source may be under 1 (gathering small leftovers is what merging is for); the minimum of 1 is for payments.
 */
export const mergeBody = z.object({
  targetCurrencyId: currencyIdSchema,
  items: z
    .array(z.object({ currencyId: currencyIdSchema, amount: positiveAmount }))
    .min(1)
    .max(MERGE_SOURCES_MAX)
    .refine((items) => new Set(items.map((i) => i.currencyId)).size === items.length, { error: 'items' }),
  ratesVersion: z.string().min(1).max(200),
  payPassword: payPasswordSchema,
});
export type MergeBody = z.infer<typeof mergeBody>;

export const mergeResultVo = mergePreviewVo.extend({
  /** The target currency's history row of this merge. */
  flowId: z.number().int().nullable(),
});
export type MergeResultVo = z.infer<typeof mergeResultVo>;
