import { createHash } from 'node:crypto';
import { FlowDirection, FlowStatus, type FlowTypeValue, type ResultCodeName } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
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

/** The names an area gives its money: the ledger's kinds and the wallet history's flow types. */
export type PaidRequestMoney = {
  /** The ledger's reference and idempotency scope, the wallet-history rows' relatedType and the hold's kind. */
  relatedType: string;
  /** Capture of the delivered candidates' price (the rest released in the same call). */
  captureKind: string;
  /** Release of it all (nothing delivered: cancelled). */
  releaseKind: string;
  flowType: FlowTypeValue;
  refundFlowType: FlowTypeValue;
  /** The one currency the area's requests are paid in. */
  currencyId: number;
  /** Refused when the total the user saw is not today's (answered with today's price). */
  priceChanged: ResultCodeName;
};

/**
 * The paid-request kit (issue 33): a request whose price is held when it is made, filled with candidates by staff
 * (or the server), and settled once at its terminal step — the delivered candidates' price captured for the
 * platform, the rest released — under the request's row lock. DNA matching and VIP dating use it; a new area with
 * "pay per delivered candidate" brings its row (the columns of PaidRequestRow), its transition table and these names.
 */
export function createPaidRequestKit(
  deps: { ledger: LedgerService; flows: FlowsService },
  money: PaidRequestMoney,
) {
  const { ledger, flows } = deps;
  const { relatedType } = money;

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
     * A paid request made under the caller's Idempotency-Key, in the caller's transaction: the row (the area's own
     * columns and the kit's), its price held and shown in the wallet history. A retry answers the first row and holds
     * nothing (`fresh` false); the same key with other fields is refused.
     */
    async open<R extends PaidRequestRow>(
      tx: Db,
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
        state: number;
        /** The area's columns that are not asked for (what the server found out about the request). */
        columns?: Record<string, unknown>;
        now: Date;
      },
    ): Promise<{ row: R; fresh: boolean }> {
      const { userId, idemKey, request } = input;
      const { candidateCount, price, ...asked } = request;
      const { currencyId } = money;
      const requestHash = this.requestHash(request);
      const once = await this.insertOnce(
        await rows.insertOnce(tx, {
          userId,
          ...asked,
          ...input.columns,
          candidateCount,
          pricePerCandidate: input.pricePerCandidate,
          price,
          currencyId,
          state: input.state,
          idemKey,
          requestHash,
          createdAt: input.now,
          updatedAt: input.now,
        } as never),
        () => rows.findByKey(tx, userId, idemKey),
        requestHash,
      );
      if (!once.fresh) return once;
      const holdId = await this.hold(tx, { id: once.row.id, userId, currencyId, price, idemKey, request });
      return { row: await rows.update(tx, once.row.id, { holdId }), fresh: true };
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
