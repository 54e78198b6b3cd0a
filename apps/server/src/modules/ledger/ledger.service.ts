/**
 * The ledger: the only way money moves (DESIGN §6). Every operation is ONE call of a stored function of migrations
 * 0006/0010–0013 (ledger_post / ledger_hold / ledger_capture / ledger_convert), which locks the touched accounts in id order,
 * refuses anything that would leave a balance negative and appends the postings — no read-modify-write here.
 *
 *   accountFor(userId, currencyId)           → account id (created on demand; unknown/hidden currency → currencyUnknown)
 *   platformAccount(code, currencyId)        → the platform's fees/rewards/cashback/topup_float/exchange account
 *   post({kind, legs, idempotency})          → {txId, replayed}; legs [{account, bucket?, amount}] sum to 0 per currency
 *   hold({account, amount, idempotency})     → {txId, holdId, replayed}; available → frozen
 *   capture({holdId, to, releaseRest?, ownerUserId?, idempotency})
 *                                            → {txId, holdId, captured, released, status, replayed}; `to` are the
 *                                              positive credit legs (amount + fee legs); partial captures allowed
 *   release({holdId, ownerUserId?, idempotency}) → same shape; the remainder back to available, hold closed
 *   convert({userId, sources:[{currencyId, amount}], targetCurrencyId, idempotency})
 *                                            → {txId, credited, parts, replayed}; via the platform exchange accounts
 *
 * Amounts are decimal strings (validate with the contracts' walletAmount/positiveAmount first). `idempotency` is
 * {scope, key, request?}: scope names the operation and owner (e.g. `transfer:42`), key is the client's
 * Idempotency-Key, request the parameters that must match on a retry (default: the call's own parameters). A retry
 * answers the stored first result with replayed: true; other parameters → idempotencyKeyReused.
 * Each method takes an optional `db` (a drizzle transaction) so a feature can write its own rows in the same
 * transaction; when `replayed` is true, the feature must not write them again. Without `db`, post/hold/capture/release
 * go by group commit (ledger.batch.ts): the calls that arrive together share one database call, each with the answer
 * it would have had alone. Measured on a quiet machine (bench/RESULTS.md): ≈2.5× one call per transfer on PGlite and
 * ≈1.8× on PostgreSQL, with about a quarter of the p99.
 * Refusals are AppErrors: insufficientBalance, idempotencyKeyReused, amountInvalid, holdClosed, rateUnavailable,
 * currencyUnknown, notFound (no such hold, or another user's).
 */
import { createHash } from 'node:crypto';
import type { PlatformAccountCode } from '@volna/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fail } from '../../http/errors.ts';
import { createMetrics } from '../../metrics/metrics.ts';
import { batchable, createLedgerBatch, type LedgerOp, runSingle } from './ledger.batch.ts';

export type Bucket = 'available' | 'frozen';
export type LedgerLeg = { account: number; bucket?: Bucket; amount: string };
export type Idempotency = { scope: string; key: string; request?: unknown };
type Common = { kind?: string; reference?: string; idempotency?: Idempotency };

export type PostResult = { txId: number; replayed: boolean };
export type HoldResult = PostResult & { holdId: number };
export type HoldStatus = 'open' | 'captured' | 'released';
export type CaptureResult = HoldResult & { captured: string; released: string; status: HoldStatus };
export type ConversionPart = { currencyId: number; amount: string; rate: string; converted: string };
export type ConvertResult = PostResult & { credited: string; parts: ConversionPart[] };

/** Custom SQLSTATEs raised by the stored functions, and the result code each one means. */
const refusals = {
  VL001: 'insufficientBalance',
  VL002: 'idempotencyKeyReused',
  VL003: 'amountInvalid',
  VL004: 'holdClosed',
  VL005: 'rateUnavailable',
  VL006: 'currencyUnknown',
  VL007: 'notFound',
} as const;

function refusalOf(error: unknown): never {
  const state = sqlState(error);
  if (state && state in refusals) fail(refusals[state as keyof typeof refusals]);
  // A numeric overflow or a malformed number is the caller's amount, never a server fault.
  if (state === '22003' || state === '22P02') fail('amountInvalid');
  throw error;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

const idem = (idempotency: Idempotency | undefined, own: unknown) =>
  idempotency
    ? { scope: idempotency.scope, key: idempotency.key, hash: hashOf(idempotency.request ?? own) }
    : { scope: null, key: null, hash: null };

/** Plain signed decimals of NUMERIC(20,4) only: the SQL side would also read '1e3', 'NaN' or ' 1' as numbers. */
const AMOUNT = /^-?(0|[1-9]\d{0,15})(\.\d{1,4})?$/;
const checked = (amount: string) =>
  typeof amount === 'string' && AMOUNT.test(amount) ? amount : fail('amountInvalid');

const legsOf = (legs: LedgerLeg[]) =>
  legs.map((l) => ({ account: l.account, bucket: l.bucket ?? 'available', amount: checked(l.amount) }));

export function createLedgerService(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'metrics'>>,
  options: { groupCommit?: boolean } = {},
) {
  const base = deps.database.db;
  const metrics = deps.metrics ?? createMetrics();
  const groupCommit = options.groupCommit ?? true;
  const batch = groupCommit ? createLedgerBatch(deps.database) : null;

  async function call<T>(db: Db | undefined, query: SQL): Promise<T> {
    try {
      const rows = await queryRows<{ r: T }>(db ?? base, query);
      return rows[0]!.r;
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** One operation: inside the caller's transaction when given, else by group commit where it is on. */
  async function apply<T>(db: Db | undefined, op: LedgerOp): Promise<T> {
    try {
      return (await (db || !batch || !batchable(op) ? runSingle(db ?? base, op) : batch.submit(op))) as T;
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** Counted for the metrics: done, refused (a business rule: balance, idempotency) or failed (a fault). */
  async function counted<T>(name: string, operation: Promise<T>): Promise<T> {
    try {
      const result = await operation;
      metrics.ledgerOperations.inc({ op: name, result: 'ok' });
      return result;
    } catch (error) {
      metrics.ledgerOperations.inc({ op: name, result: error instanceof AppError ? 'refused' : 'failed' });
      throw error;
    }
  }

  return {
    accountFor: (userId: number, currencyId: number, db?: Db) =>
      call<number>(db, sql`select ledger_account(${userId}::integer, '', ${currencyId}::integer) as r`),

    platformAccount: (code: PlatformAccountCode, currencyId: number, db?: Db) =>
      call<number>(db, sql`select ledger_account(0, ${code}, ${currencyId}::integer) as r`),

    async post(input: Common & { legs: LedgerLeg[] }, db?: Db) {
      const kind = input.kind ?? 'post';
      const i = idem(input.idempotency, { op: 'post', kind, legs: input.legs });
      const legs = legsOf(input.legs);
      return counted(
        'post',
        apply<PostResult>(db, { op: 'post', kind, ref: input.reference ?? null, ...i, legs }),
      );
    },

    async hold(input: Common & { account: number; amount: string }, db?: Db) {
      const kind = input.kind ?? 'hold';
      const i = idem(input.idempotency, { op: 'hold', kind, account: input.account, amount: input.amount });
      const amount = checked(input.amount);
      return counted(
        'hold',
        apply<HoldResult>(db, {
          op: 'hold',
          kind,
          ref: input.reference ?? null,
          ...i,
          account: input.account,
          amount,
        }),
      );
    },

    async capture(
      input: Common & { holdId: number; to: LedgerLeg[]; releaseRest?: boolean; ownerUserId?: number },
      db?: Db,
    ) {
      const kind = input.kind ?? 'capture';
      const releaseRest = input.releaseRest ?? false;
      const i = idem(input.idempotency, {
        op: 'capture',
        kind,
        holdId: input.holdId,
        to: input.to,
        releaseRest,
      });
      const legs = legsOf(input.to);
      return counted(
        'capture',
        apply<CaptureResult>(db, {
          op: 'capture',
          kind,
          ref: input.reference ?? null,
          ...i,
          hold: input.holdId,
          owner: input.ownerUserId ?? null,
          legs,
          releaseRest,
        }),
      );
    },

    async release(input: Common & { holdId: number; ownerUserId?: number }, db?: Db) {
      const kind = input.kind ?? 'release';
      const i = idem(input.idempotency, { op: 'release', kind, holdId: input.holdId });
      return counted(
        'release',
        apply<CaptureResult>(db, {
          op: 'capture',
          kind,
          ref: input.reference ?? null,
          ...i,
          hold: input.holdId,
          owner: input.ownerUserId ?? null,
          legs: [],
          releaseRest: true,
        }),
      );
    },

    /**
     * A hold captured WHOLE into `to` (positive legs) together with `extra` signed legs of other accounts, as ONE
     * journal transaction (issue 13: an exchange's two legs and its fee; stored function ledger_settle of 0019).
     */
    async settle(
      input: Common & { holdId: number; to: LedgerLeg[]; extra: LedgerLeg[]; ownerUserId?: number },
      db?: Db,
    ) {
      const kind = input.kind ?? 'settle';
      const i = idem(input.idempotency, {
        op: 'settle',
        kind,
        holdId: input.holdId,
        to: input.to,
        extra: input.extra,
      });
      return counted(
        'settle',
        call<CaptureResult>(
          db,
          sql`select ledger_settle(${input.holdId}::integer, ${input.ownerUserId ?? null}::integer,
            ${JSON.stringify(legsOf(input.to))}::jsonb, ${JSON.stringify(legsOf(input.extra))}::jsonb,
            ${kind}, ${input.reference ?? null}, ${i.scope}, ${i.key}, ${i.hash}) as r`,
        ),
      );
    },

    async convert(
      input: Common & {
        userId: number;
        sources: Array<{ currencyId: number; amount: string }>;
        targetCurrencyId: number;
      },
      db?: Db,
    ) {
      const kind = input.kind ?? 'convert';
      const sources = input.sources.map((s) => ({ currencyId: s.currencyId, amount: checked(s.amount) }));
      const i = idem(input.idempotency, {
        op: 'convert',
        kind,
        userId: input.userId,
        sources,
        target: input.targetCurrencyId,
      });
      return counted(
        'convert',
        call<ConvertResult>(
          db,
          sql`select ledger_convert(${input.userId}::integer, ${JSON.stringify(sources)}::jsonb,
            ${input.targetCurrencyId}::integer, ${kind}, ${input.reference ?? null}, ${i.scope}, ${i.key}, ${i.hash}) as r`,
        ),
      );
    },

    /** A hold as stored, for features that show or check it; undefined when there is none. */
    async holdInfo(holdId: number, db?: Db) {
      const rows = await queryRows<{
        id: number;
        accountId: number;
        userId: number;
        currencyId: number;
        amount: string;
        captured: string;
        released: string;
        status: HoldStatus;
      }>(
        db ?? base,
        sql`select h.id, h.account_id as "accountId", a.user_id as "userId", a.currency_id as "currencyId",
              h.amount::text as amount, h.captured::text as captured, h.released::text as released, h.status
            from holds h join ledger_accounts a on a.id = h.account_id where h.id = ${holdId}::integer`,
      );
      return rows[0];
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
