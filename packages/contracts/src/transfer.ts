import { z } from 'zod';
import { areaCode, phone } from './auth.ts';
import { userId } from './common.ts';
import { TEXTAREA_MAX_LENGTH } from './limits.ts';
import { normalizePhone } from './phone.ts';
import { currencyIdSchema, payPasswordSchema, walletAmount } from './wallet.ts';
import { SafeTransferState } from './wallet-codes.ts';

// Transfers by phone and safe transfers (issue 5). States of a safe transfer are the wallet's SafeTransferState.

/** An ordinary transfer is done the moment it is made; it carries this state so every transfer has one. */
export const ORDINARY_TRANSFER_STATE = SafeTransferState.completed;

/** The platform's safe-transfer fee rate when staff never set `platformTaxRate` in the system config. */
export const SAFE_TRANSFER_FEE_RATE_DEFAULT = '0.01';
/** The system config key staff set the safe-transfer fee rate under (a fraction: 0.01 = 1 %). */
export const PLATFORM_TAX_RATE_CONFIG_KEY = 'platformTaxRate';

/** States from which staff may cancel a safe transfer and release the frozen money. */
export const SAFE_TRANSFER_OPEN_STATES: readonly number[] = [
  SafeTransferState.frozen,
  SafeTransferState.cancelling,
  SafeTransferState.confirmingConditions,
  SafeTransferState.awaitingDocument,
];
/** States in which the receiver may (re)upload the document. */
export const SAFE_TRANSFER_UPLOAD_STATES: readonly number[] = [
  SafeTransferState.frozen,
  SafeTransferState.awaitingDocument,
];

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** GET /app/transfer/searchUserInfo: the recipient by phone, as the caller may see him. */
export const searchTransferUserQuery = z.object({ areaCode, phone }).superRefine((value, ctx) => {
  if (!normalizePhone(value.areaCode, value.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneFormat' });
});
export type SearchTransferUserQuery = z.infer<typeof searchTransferUserQuery>;

/** POST /app/transfer (header Idempotency-Key): `safe` freezes the money until the sender confirms the conditions. */
export const transferBody = z.object({
  userId,
  currencyId: currencyIdSchema,
  amount: walletAmount,
  remark: z.string().trim().max(TEXTAREA_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS).default(''),
  safe: z.boolean().default(false),
  payPassword: payPasswordSchema,
});
export type TransferBody = z.infer<typeof transferBody>;

/** POST /app/transfer/document (receiver, header Idempotency-Key): the document the conditions ask for. */
export const transferDocumentBody = z.object({
  id: userId,
  documentUrl: z.string().min(1).max(1024),
  documentName: z.string().trim().max(255).regex(NO_CONTROL_CHARACTERS).default(''),
});
export type TransferDocumentBody = z.infer<typeof transferDocumentBody>;

/** POST /app/transfer/confirm (sender, header Idempotency-Key): the conditions are met, pay the receiver. */
export const transferConfirmBody = z.object({ id: userId, payPassword: payPasswordSchema });
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;

/**
 * POST /app/transfer/reject (sender): the document does not meet the conditions, ask for another (706 → 708).
 * POST /app/transfer/requestCancel (either party): ask support to cancel (→ 704); only staff cancel.
 * POST /admin/api/transfer/cancel (staff): cancel and give the money back (→ 705).
 */
export const transferIdBody = z.object({ id: userId });
export type TransferIdBody = z.infer<typeof transferIdBody>;

/** GET /app/recharge/getPlatformTaxRate: the safe-transfer fee as a fraction of the amount. */
export const platformTaxRateVo = z.object({ rate: z.string() });
export type PlatformTaxRateVo = z.infer<typeof platformTaxRateVo>;

const party = z.object({ userId: z.number().int(), nickName: z.string(), avatar: z.string() });

/** A transfer as either party sees it (GET /app/transfer/{id}, and every step's answer). */
export const transferVo = z.object({
  id: z.number().int(),
  safe: z.boolean(),
  state: z.number().int(),
  sender: party,
  receiver: party,
  /** Which side the viewer is on. */
  role: z.enum(['sender', 'receiver', 'staff']),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  amount: z.string(),
  /** Kept by the platform from a safe transfer; 0 for an ordinary one. */
  fee: z.string(),
  /** What the receiver gets: amount − fee. */
  receiveAmount: z.string(),
  remark: z.string(),
  documentUrl: z.string().nullable(),
  documentName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TransferVo = z.infer<typeof transferVo>;
export type TransferParty = z.infer<typeof party>;

/** What one step did, said on its card in the chat. */
export const TRANSFER_CARD_EVENTS = [
  'sent',
  'frozen',
  'documentUploaded',
  'documentRejected',
  'cancelRequested',
  'cancelled',
  'completed',
] as const;
export type TransferCardEvent = (typeof TRANSFER_CARD_EVENTS)[number];
