import type { MergeBody, MergeResultVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';

/**
 * Merges at the previewed amounts and rates (POST /app/wallet/merge). Silent: the pay-password sheet shows its own
 * refusals and the page handles the rest (rates changed → a new preview, insufficient balance → the top-up prompt).
 */
export const mergeMoney = (body: MergeBody, idempotencyKey: string) =>
  api.post<MergeResultVo>('/app/wallet/merge', body, {
    headers: idempotencyHeaders(idempotencyKey),
    silent: true,
  });
