import { createHash } from 'node:crypto';
import {
  FlowDirection,
  FlowStatus,
  FlowType,
  type MergeBody,
  type MergeItemVo,
  type MergePreviewQuery,
  type MergePreviewVo,
  type MergeResultVo,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { FlowsService } from './flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { mergeRepository as repo } from './merge.repository.ts';
import type { PayPasswordService } from './pay-password.service.ts';

export type MergeDeps = { ledger: LedgerService; flows: FlowsService; payPassword: PayPasswordService };

/** 'merge' in the ledger's kind and the flows' relatedType (relatedId = the ledger transaction). */
export const MERGE_RELATED_TYPE = 'merge';

/**
 * Names the rates a merge uses: the target and each source's rate into it. The preview hands it out and the merge
 * must execute at exactly these rates, or it is refused (ratesChanged) and rolled back.
 */
export function ratesVersionOf(targetCurrencyId: number, parts: Array<{ currencyId: number; rate: string }>) {
  const text = [
    String(targetCurrencyId),
    ...[...parts].sort((a, b) => a.currencyId - b.currencyId).map((p) => `${p.currencyId}:${p.rate}`),
  ].join('|');
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * Merge money (page mergeMoeny): the balances of chosen currencies become one target currency at the platform rate,
 * as ONE ledger transaction (each source: user → platform exchange account; the target: exchange account → user) —
 * all of it or nothing. The preview quotes each source's whole available balance; the merge takes the previewed
 * amounts and the preview's rates version, so the user gets exactly what he saw or a refusal.
 */
export function createMergeService(deps: AppDeps, others: MergeDeps) {
  const { db } = deps.database;
  const { ledger, flows, payPassword } = others;

  async function targetCode(targetCurrencyId: number, sourceIds: number[]) {
    const codes = await repo.visibleCodes(db, [targetCurrencyId, ...sourceIds]);
    if (![targetCurrencyId, ...sourceIds].every((id) => codes.has(id))) fail('currencyUnknown');
    return codes.get(targetCurrencyId)!;
  }

  return {
    async preview(userId: number, query: MergePreviewQuery): Promise<MergePreviewVo> {
      const sourceIds = query.sourceCurrencyIds.filter((id) => id !== query.targetCurrencyId);
      const code = await targetCode(query.targetCurrencyId, sourceIds);
      const quotes = sourceIds.length ? await repo.quotes(db, userId, sourceIds, query.targetCurrencyId) : [];
      if (quotes.some((q) => q.rate === null)) fail('rateUnavailable');
      // Nothing to move, or a dust balance that converts to nothing, is left where it is.
      const items: MergeItemVo[] = quotes
        .filter((q) => Number(q.result) > 0)
        .map((q) => ({ ...q, rate: q.rate! }));
      return {
        targetCurrencyId: query.targetCurrencyId,
        targetCurrencyCode: code,
        items,
        total: await repo.total(
          db,
          items.map((i) => i.result),
        ),
        ratesVersion: ratesVersionOf(query.targetCurrencyId, items),
      };
    },

    /**
     * The merge under the caller's Idempotency-Key: the pay password first, then one transaction of the ledger's
     * conversion and the history rows. A retry (also 10 at once) answers the first merge; insufficient balance or
     * other rates refuse it with nothing moved.
     */
    async merge(userId: number, body: MergeBody, idempotencyKey: string): Promise<MergeResultVo> {
      const sourceIds = body.items.map((i) => i.currencyId);
      if (sourceIds.includes(body.targetCurrencyId)) fail('mergeNothingToMerge');
      const code = await targetCode(body.targetCurrencyId, sourceIds);
      await payPassword.verifyPayPassword(userId, body.payPassword);

      return db.transaction(async (tx) => {
        const converted = await ledger.convert(
          {
            kind: MERGE_RELATED_TYPE,
            reference: `${MERGE_RELATED_TYPE}:${userId}`,
            userId,
            sources: body.items,
            targetCurrencyId: body.targetCurrencyId,
            idempotency: {
              scope: `merge:${userId}`,
              key: idempotencyKey,
              request: { target: body.targetCurrencyId, items: body.items, ratesVersion: body.ratesVersion },
            },
          },
          tx,
        );
        // Executed at other rates than the user saw: refused, and the transaction (the conversion too) rolls back.
        if (ratesVersionOf(body.targetCurrencyId, converted.parts) !== body.ratesVersion)
          fail('ratesChanged');
        // A leftover too small to become anything in the target would just vanish: refused like in the preview.
        if (converted.parts.some((p) => Number(p.converted) === 0)) fail('amountInvalid');
        const codes = await repo.visibleCodes(tx, sourceIds);
        const items = converted.parts.map((p) => ({
          currencyId: p.currencyId,
          currencyCode: codes.get(p.currencyId) ?? '',
          amount: p.amount,
          rate: p.rate,
          result: p.converted,
        }));
        let flowId: number | null = null;
        if (!converted.replayed) {
          const flow = {
            userId,
            type: FlowType.merge,
            status: FlowStatus.completed,
            relatedType: MERGE_RELATED_TYPE,
            relatedId: converted.txId,
            txId: converted.txId,
          } as const;
          for (const part of items)
            await flows.createFlow(
              { ...flow, direction: FlowDirection.out, currencyId: part.currencyId, amount: part.amount },
              tx,
            );
          flowId = await flows.createFlow(
            {
              ...flow,
              direction: FlowDirection.in,
              currencyId: body.targetCurrencyId,
              amount: converted.credited,
            },
            tx,
          );
        }
        return {
          targetCurrencyId: body.targetCurrencyId,
          targetCurrencyCode: code,
          items,
          total: converted.credited,
          ratesVersion: body.ratesVersion,
          flowId,
        };
      });
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
