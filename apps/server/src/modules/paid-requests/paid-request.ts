import { createHash } from 'node:crypto';
import {
  DNA_CURRENCY_ID,
  DnaOrderState,
  FlowDirection,
  FlowStatus,
  FlowType,
  type ResultCodeName,
} from '@volna/contracts';
import { VIP_DATING_CURRENCY_ID, VipRequestState } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { AuditEntry, AuditService } from '../admin/audit.service.ts';
import { fromUnits, plainAmount, toUnits } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';

/** What every paid request's row has (DNA orders, VIP requests): whose, its state, its price and the hold of it. */
export type PaidRequestRow = {
  id: number;
  userId: number;
  state: number;
  pricePerCandidate: string;
  currencyId: number;
  holdId: number | null;
  requestHash: string;
};

/** What a paid request's Vo shows of its money and state (contracts' paidRequestMoneyFields). */
export const presentPaidRequestMoney = (row: {
  candidateCount: number;
  pricePerCandidate: string;
  price: string;
  currencyId: number;
  state: number;
  captured: string;
  released: string;
}) => ({
  candidateCount: row.candidateCount,
  pricePerCandidate: plainAmount(row.pricePerCandidate),
  price: plainAmount(row.price),
  currencyId: row.currencyId,
  state: row.state,
  captured: plainAmount(row.captured),
  released: plainAmount(row.released),
});

/**
 * The areas that pay per delivered candidate, by the name of their ledger reference (also the hold's kind and the
 * wallet history's relatedType): what else each names differently. The release kind is `<area>Cancel` and the flow
 * types are FlowType[<area>] and FlowType[<area>Refund] for every one of them.
 */
const PAID_REQUEST_AREAS = {
  dnaOrder: {
    /** Capture of the delivered candidates' price (the rest released in the same call). */
    captureKind: 'dnaOrderMatched',
    /** Refused when the total the user saw is not today's (answered with today's price). */
    priceChanged: 'dnaPriceChanged',
    currencyId: DNA_CURRENCY_ID,
    initialState: DnaOrderState.pending,
  },
  vipDating: {
    captureKind: 'vipDatingPick',
    priceChanged: 'vipPriceChanged',
    currencyId: VIP_DATING_CURRENCY_ID,
    initialState: VipRequestState.submitted,
  },
} as const satisfies Record<
  string,
  { captureKind: string; priceChanged: ResultCodeName; currencyId: number; initialState: number }
>;
export type PaidRequestArea = keyof typeof PAID_REQUEST_AREAS;

/**
 * The paid-request kit (issue 33): a request whose price is held when it is made, filled with candidates by staff
 * (or the server), and settled once at its terminal step — the delivered candidates' price captured for the
 * platform, the rest released — under the request's row lock. DNA matching and VIP dating use it; a new area with
 * "pay per delivered candidate" brings its row (the columns of PaidRequestRow), its transition table and its entry in
 * PAID_REQUEST_AREAS.
 */
export function createPaidRequestKit(
  deps: { db: Db; clock: Clock; ledger: LedgerService; flows: FlowsService; audit: AuditService },
  relatedType: PaidRequestArea,
) {
  const { db, clock, ledger, flows, audit } = deps;
  const money = {
    ...PAID_REQUEST_AREAS[relatedType],
    releaseKind: `${relatedType}Cancel`,
    flowType: FlowType[relatedType],
    refundFlowType: FlowType[`${relatedType}Refund`],
  };

  /**
   * The total for `count` candidates at `each`, checked against the total the user saw: a stale price is refused,
   * never charged silently.
   */
  function checkedPrice(each: string, count: number, shown: string) {
    const price = fromUnits(toUnits(each) * BigInt(count));
    if (toUnits(shown) !== toUnits(price)) fail(money.priceChanged, { price: plainAmount(price) });
    return price;
  }

  return {
    checkedPrice,

    /** The hash of what was asked under an Idempotency-Key: the same key with other fields is refused. */
    requestHash: (request: unknown) =>
      createHash('sha256').update(JSON.stringify(request)).digest('base64url'),

    /**
     * The request row once per Idempotency-Key: a fresh row, or the first one made under the key (then `fresh` is
     * false and nothing else happens); the same key with other fields → idempotencyKeyReused.
     */
    async insertOnce<R extends PaidRequestRow>(
      inserted: R | undefined,
      first: () => Promise<R | undefined>,
      requestHash: string,
    ): Promise<{ row: R; fresh: boolean }> {
      if (inserted) return { row: inserted, fresh: true };
      const row = (await first())!;
      if (row.requestHash !== requestHash) fail('idempotencyKeyReused');
      return { row, fresh: false };
    },

    /**
     * The area's step lock: the request's row locked, when its transition table lets `actor` take `action` in its
     * state (and, with `userId`, when it is his); refusals change nothing.
     */
    stepLock<R extends PaidRequestRow, A, Actor, S>(
      lock: (tx: Db, id: number) => Promise<R | undefined>,
      transition: (state: number, action: A, actor: Actor) => S | undefined,
      wrongState: ResultCodeName,
    ) {
      return async (
        tx: Db,
        id: number,
        action: A,
        actor: Actor,
        userId?: number,
      ): Promise<{ row: R; step: S }> => {
        const row = await lock(tx, id);
        if (!row || (userId !== undefined && row.userId !== userId)) fail('notFound');
        return { row: row!, step: transition(row!.state, action, actor) ?? fail(wrongState) };
      };
    },

    /** The price held from the user's account in the request's transaction, and the history row that shows it. */
    async hold(
      tx: Db,
      input: {
        id: number;
        userId: number;
        currencyId: number;
        price: string;
        idemKey: string;
        request: unknown;
      },
    ) {
      const account = await ledger.accountFor(input.userId, input.currencyId, tx);
      const { holdId, txId } = await ledger.hold(
        {
          account,
          amount: input.price,
          kind: relatedType,
          reference: `${relatedType}:${input.id}`,
          idempotency: {
            scope: `${relatedType}:${input.userId}`,
            key: input.idemKey,
            request: input.request,
          },
        },
        tx,
      );
      // The user's wallet history shows the price held; its status follows the request (see settle).
      await flows.createFlow(
        {
          userId: input.userId,
          type: money.flowType,
          direction: FlowDirection.out,
          status: FlowStatus.inProgress,
          currencyId: input.currencyId,
          amount: input.price,
          relatedType,
          relatedId: input.id,
          txId,
        },
        tx,
      );
      return holdId;
    },

    /**
     * The terminal step's money, once per request (one idempotency key): `delivered` candidates' price captured for
     * the platform and the rest released, or everything released when none was delivered. The held history row
     * completes (or is cancelled); a released rest after a delivery is its own incoming row.
     */
    async settle(tx: Db, row: PaidRequestRow, delivered: number) {
      const idempotency = { scope: `${relatedType}:settle`, key: String(row.id) };
      const reference = `${relatedType}:${row.id}`;
      const settled =
        delivered === 0
          ? await ledger.release(
              {
                holdId: row.holdId!,
                ownerUserId: row.userId,
                kind: money.releaseKind,
                reference,
                idempotency,
              },
              tx,
            )
          : await ledger.capture(
              {
                holdId: row.holdId!,
                to: [
                  {
                    account: await ledger.platformAccount('fees', row.currencyId, tx),
                    amount: fromUnits(toUnits(row.pricePerCandidate) * BigInt(delivered)),
                  },
                ],
                releaseRest: true,
                ownerUserId: row.userId,
                kind: money.captureKind,
                reference,
                idempotency,
              },
              tx,
            );
      await flows.updateFlowStatus(
        { relatedType, relatedId: row.id, userId: row.userId },
        delivered > 0 ? FlowStatus.completed : FlowStatus.cancelled,
        undefined,
        tx,
      );
      if (delivered > 0 && toUnits(settled.released) > 0n)
        await flows.createFlow(
          {
            userId: row.userId,
            type: money.refundFlowType,
            direction: FlowDirection.in,
            status: FlowStatus.refund,
            currencyId: row.currencyId,
            amount: settled.released,
            relatedType,
            relatedId: row.id,
            txId: settled.txId,
          },
          tx,
        );
      return { captured: settled.captured, released: settled.released };
    },

    /**
     * A paid request made under the caller's Idempotency-Key, in one transaction: the row (the area's own columns and
     * the kit's) in the area's first state, its price held and shown in the wallet history, then `fresh` (what the
     * area adds to a new request). A retry answers the first row and holds nothing; the same key with other fields
     * is refused.
     */
    async open<R extends PaidRequestRow>(
      rows: {
        insertOnce: (tx: Db, row: never) => Promise<R | undefined>;
        findByKey: (tx: Db, userId: number, idemKey: string) => Promise<R | undefined>;
        update: (tx: Db, id: number, changes: { holdId: number }) => Promise<R>;
      },
      input: {
        userId: number;
        idemKey: string;
        /**
         * What was asked, with its checked total as `price` (its hash is the key's fingerprint; the ledger's hold is
         * idempotent on it too): besides the count and the price, each field is one of the area's columns.
         */
        request: { candidateCount: number; price: string } & Record<string, unknown>;
        pricePerCandidate: string;
        /** The area's columns that are not asked for (what the server found out about the request). */
        columns?: Record<string, unknown>;
      },
      fresh?: (tx: Db, row: R) => Promise<void>,
    ): Promise<R> {
      const { userId, idemKey, request } = input;
      const { candidateCount, price, ...asked } = request;
      const { currencyId } = money;
      const requestHash = this.requestHash(request);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const once = await this.insertOnce(
          await rows.insertOnce(tx, {
            userId,
            ...asked,
            ...input.columns,
            candidateCount,
            pricePerCandidate: input.pricePerCandidate,
            price,
            currencyId,
            state: money.initialState,
            idemKey,
            requestHash,
            createdAt: now,
            updatedAt: now,
          } as never),
          () => rows.findByKey(tx, userId, idemKey),
          requestHash,
        );
        if (!once.fresh) return once.row;
        const holdId = await this.hold(tx, { id: once.row.id, userId, currencyId, price, idemKey, request });
        const row = await rows.update(tx, once.row.id, { holdId });
        await fresh?.(tx, row);
        return row;
      });
    },

    /**
     * A candidate staff added by hand (`added` undefined: he was listed already, refused with `invalid`): audited as
     * `entry`, the request's row touched.
     */
    async staffAdded<R extends PaidRequestRow>(
      tx: Db,
      rows: { update: (tx: Db, id: number, changes: { updatedAt: Date }) => Promise<R> },
      row: R,
      added: unknown,
      invalid: ResultCodeName,
      entry: Omit<AuditEntry, 'objectId'>,
    ): Promise<R> {
      if (!added) fail(invalid);
      await audit.record(tx, { ...entry, objectId: row.id });
      return rows.update(tx, row.id, { updatedAt: clock.now() });
    },

    /** A staff page of requests with the requester's account name beside each. */
    async staffPage<R, V>(
      page: { rows: { row: R; requesterName: string | null }[]; total: number },
      present: (row: R) => Promise<V>,
    ): Promise<{ rows: (V & { requesterName: string })[]; total: number }> {
      const rows: (V & { requesterName: string })[] = [];
      for (const { row, requesterName } of page.rows)
        rows.push({ ...(await present(row)), requesterName: requesterName ?? '' });
      return { rows, total: page.total };
    },
  };
}

export type PaidRequestKit = ReturnType<typeof createPaidRequestKit>;
