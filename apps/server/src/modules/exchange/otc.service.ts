import {
  type AdminOtcDecisionBody,
  FlowDirection,
  FlowStatus,
  FlowType,
  type OtcOrderAction,
  type OtcOrderBody,
  OtcOrderState,
  type OtcOrderVo,
  otcOrderTransition,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { checkShownFigures, priceInWords } from '../ledger/shown-terms.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import type { CurrencyService } from '../wallet/currency.service.ts';
import { presentOtc } from './exchange.presenter.ts';
import { type OtcOrderRow, exchangeRepository as repo } from './exchange.repository.ts';
import { type ExchangeService, hashOf } from './exchange.service.ts';

export type OtcDeps = {
  ledger: LedgerService;
  flows: FlowsService;
  payPassword: PayPasswordService;
  currency: CurrencyService;
  audit: AuditService;
  ads: ExchangeService;
};

export const OTC_RELATED_TYPE = 'otcExchangeOrder';
const isZero = (s: string) => /^0(\.0+)?$/.test(s);

/**
 * The platform's OTC desk (issue 13): a user sells wallet money to the platform at the platform rate (staff prices,
 * GET /app/currency/getExchangeRate) for a payout outside to his receiving account. amount + fee is frozen at 0;
 * staff walk OTC_ORDER_TRANSITIONS (accept, payout, sent); completion captures the hold into the platform's exchange
 * account (and fees); a cancel or a rejection releases it.
 */
export function createOtcService(deps: AppDeps, others: OtcDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { ledger, flows, payPassword, currency, audit, ads } = others;
  const flowOf = (row: OtcOrderRow) => ({
    relatedType: OTC_RELATED_TYPE,
    relatedId: row.id,
    userId: row.userId,
  });

  /** One move of the table under the row lock; the money of a terminal move in the same transaction. */
  async function move(
    id: number,
    action: OtcOrderAction,
    actor: 'owner' | 'staff',
    by: number,
    note: string,
  ): Promise<OtcOrderVo> {
    const row = await db.transaction(async (tx) => {
      const locked = (await repo.lockOtc(tx, id)) ?? fail('notFound');
      if (actor === 'owner' && locked!.userId !== by) fail('notFound');
      const step = otcOrderTransition(locked!.state, action, actor) ?? fail('otcOrderWrongState');
      if (step!.next === OtcOrderState.complete) await complete(tx, locked!);
      if (step!.next === OtcOrderState.cancelled || step!.next === OtcOrderState.cancelledOther)
        await refund(tx, locked!);
      const after = await repo.updateOtc(tx, locked!.id, {
        state: step!.next,
        staffNote: actor === 'staff' && note ? note : locked!.staffNote,
        updatedAt: clock.now(),
      });
      if (actor === 'staff')
        await audit.record(tx, {
          staffId: by,
          action: `otcExchangeOrder.${action}`,
          objectType: 'otcExchangeOrder',
          objectId: locked!.id,
          before: { state: locked!.state },
          after: { state: after.state, note },
        });
      return after;
    });
    return presentOtc(row);
  }

  async function complete(tx: Db, row: OtcOrderRow) {
    const to = [
      { account: await ledger.platformAccount('exchange', row.currencyId, tx), amount: row.amount },
    ];
    if (!isZero(row.fee))
      to.push({ account: await ledger.platformAccount('fees', row.currencyId, tx), amount: row.fee });
    await ledger.capture(
      {
        holdId: row.holdId!,
        to,
        kind: 'otcExchange',
        reference: `${OTC_RELATED_TYPE}:${row.id}`,
        idempotency: { scope: `${OTC_RELATED_TYPE}:complete`, key: String(row.id) },
      },
      tx,
    );
    await flows.updateFlowStatus(flowOf(row), FlowStatus.completed, null, tx);
  }

  async function refund(tx: Db, row: OtcOrderRow) {
    await ledger.release(
      {
        holdId: row.holdId!,
        kind: 'otcExchange',
        reference: `${OTC_RELATED_TYPE}:${row.id}`,
        idempotency: { scope: `${OTC_RELATED_TYPE}:release`, key: String(row.id) },
      },
      tx,
    );
    await flows.updateFlowStatus(flowOf(row), FlowStatus.cancelled, null, tx);
  }

  return {
    async create(userId: number, body: OtcOrderBody, idemKey: string): Promise<OtcOrderVo> {
      const address = await repo.findAddress(db, body.addressId);
      if (!address || address.userId !== userId) fail('exchangeAccountInvalid');
      const { rate } = await currency.rate(body.currencyId, body.receiveCurrencyId);
      await payPassword.verifyPayPassword(userId, body.payPassword);
      const q = await repo.quote(db, body.amount, rate, await ads.feeRate());
      if (q.receive.startsWith('0')) fail('exchangeReceiveTooSmall');
      // Sold only at the desk's rate and fee the seller was shown; staff may have moved the rate since (issue 28).
      checkShownFigures(
        [
          [body.rate, rate],
          [body.fee, q.fee],
        ],
        `${priceInWords(body.amount, body.currencyId)} → ${priceInWords(q.receive, body.receiveCurrencyId)}`,
      );
      const request = {
        currencyId: body.currencyId,
        amount: body.amount,
        receiveCurrencyId: body.receiveCurrencyId,
        addressId: body.addressId,
      };
      const requestHash = hashOf(request);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertOtcOnce(tx, {
          userId,
          currencyId: body.currencyId,
          amount: body.amount,
          receiveCurrencyId: body.receiveCurrencyId,
          receiveAmount: q.receive,
          rate,
          fee: q.fee,
          addressId: body.addressId,
          state: OtcOrderState.waitingToSell,
          idemKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) {
          const first = (await repo.findOtcByKey(tx, userId, idemKey))!;
          if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return first;
        }
        const { total } = await repo.compare(tx, body.amount, q.fee, '0');
        const held = await ledger.hold(
          {
            account: await ledger.accountFor(userId, body.currencyId, tx),
            amount: total,
            kind: 'otcExchange',
            reference: `${OTC_RELATED_TYPE}:${inserted.id}`,
            idempotency: { scope: `${OTC_RELATED_TYPE}:${userId}`, key: idemKey, request },
          },
          tx,
        );
        await flows.createFlow(
          {
            userId,
            type: FlowType.exchange,
            direction: FlowDirection.out,
            status: FlowStatus.inProgress,
            currencyId: body.currencyId,
            amount: body.amount,
            fee: q.fee,
            relatedType: OTC_RELATED_TYPE,
            relatedId: inserted.id,
            txId: held.txId,
          },
          tx,
        );
        return repo.updateOtc(tx, inserted.id, { holdId: held.holdId });
      });
      return presentOtc(row);
    },

    async list(userId: number, query: { pageNum: number; pageSize: number; state?: number }) {
      const { rows, total } = await repo.otcPage(
        db,
        { userId, state: query.state },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      );
      return { rows: rows.map(presentOtc), total };
    },

    cancel: (userId: number, id: number) => move(id, 'cancel', 'owner', userId, ''),
    confirm: (userId: number, id: number) => move(id, 'confirm', 'owner', userId, ''),

    async staffList(query: { pageNum: number; pageSize: number; state?: number }) {
      const { rows, total } = await repo.otcPage(
        db,
        { state: query.state },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      );
      return { rows: rows.map(presentOtc), total };
    },

    staffDecide: (staffId: number, body: AdminOtcDecisionBody) =>
      move(body.id, body.action, 'staff', staffId, body.note),
  };
}

export type OtcService = ReturnType<typeof createOtcService>;
