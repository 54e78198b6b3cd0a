import { z } from 'zod';
import { staffReason } from './admin-users.ts';
import { sortedBy } from './common.ts';
import { adminPageQuery } from './support.ts';
import { transferIdBody, transferVo } from './transfer.ts';
import { SafeTransferState } from './wallet-codes.ts';

// Staff console: safe transfers (issue 11). States are the wallet's SafeTransferState 703–708.

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const SAFE_STATES = Object.values(SafeTransferState) as number[];

/** GET /admin/api/transfer/list: safe transfers, newest first; `userId` matches sender or receiver, `id` the number. */
export const adminTransferListQuery = adminPageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => SAFE_STATES.includes(v), 'state')
    .optional(),
  userId: rowId.optional(),
  id: rowId.optional(),
  ...sortedBy('id', 'state', 'createTime', 'updateTime'),
});
export type AdminTransferListQuery = z.infer<typeof adminTransferListQuery>;

/** A safe transfer as staff see it: role 'staff', plus why staff cancelled it. */
export const adminTransferVo = transferVo.extend({ cancelReason: z.string().nullable() });
export type AdminTransferVo = z.infer<typeof adminTransferVo>;

/** POST /admin/api/transfer/cancel (staff): → 705 with the money back; the reason is stored and audited. */
export const adminTransferCancelBody = transferIdBody.extend({ reason: staffReason });
export type AdminTransferCancelBody = z.infer<typeof adminTransferCancelBody>;
