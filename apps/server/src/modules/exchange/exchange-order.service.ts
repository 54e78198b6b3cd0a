import {
  type AdminExchangeDecisionBody,
  EXCHANGE_EVENT_TYPE,
  ExchangeAdStatus,
  type ExchangeActor,
  type ExchangeCertificateABody,
  type ExchangeCertificateBBody,
  type ExchangeCheckMoneyVo,
  type ExchangeDisputeKind,
  type ExchangeEvent,
  type ExchangeOrderAction,
  type ExchangeOrderBody,
  type ExchangeOrderListQuery,
  ExchangeOrderState,
  type ExchangeOrderVo,
  type ExchangeStaffDetailVo,
  ExchangeType,
  ConversationType,
  EXCHANGE_ORDER_TRANSITIONS,
  exchangeAdTransition,
  exchangeOrderTransition,
  FlowDirection,
  FlowStatus,
  FlowType,
  TRADE_PARTNER_CHAT_MS,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fail } from '../../http/errors.ts';
import { checkShownRate } from '../ledger/shown-terms.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { presentOrder } from './exchange.presenter.ts';
import {
  type ExchangeAdRow,
  type ExchangeOrderRow,
  exchangeRepository as repo,
} from './exchange.repository.ts';
import { EXCHANGE_AD_RELATED_TYPE, type ExchangeService, hashOf } from './exchange.service.ts';

export type ExchangeOrderDeps = {
  users: UsersService;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  payPassword: PayPasswordService;
  delivery: Delivery;
  files: FilesService;
  audit: AuditService;
  ads: ExchangeService;
  chat: ChatService;
};

/** The ledger reference / flows relatedType of an order's own money movements. */
export const EXCHANGE_ORDER_RELATED_TYPE = 'exchangeOrder';
const OPEN_STATES: number[] = [
  ExchangeOrderState.launched,
  ExchangeOrderState.buyerConfirmed,
  ExchangeOrderState.voucherUploaded,
];

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** A message as the desk reads it: a text's words, a picture's or file's address; other kinds by their type alone. */
const textOf = (c: Record<string, unknown>) =>
  str(c.content) || str(c.imageUri) || str(c.fileUrl) || str(c.sightUrl) || str(c.remoteUrl);

type Moved = { order: ExchangeOrderRow; delivered: Delivered[] };

/**
 * Responses to exchange ads (issue 13). A platform ad is settled when taken: the ad's hold captured to the buyer
 * (and the fee to the platform) and the buyer's payment to the seller, ONE ledger transaction (ledger.settle). An OTC
 * ad's order walks EXCHANGE_ORDER_TRANSITIONS; every step locks the ad, then the order (one order everywhere), checks
 * the table, writes the order, its history row, the money and the flows in one transaction, and tells both parties
 * after commit.
 */
export function createExchangeOrderService(deps: AppDeps, others: ExchangeOrderDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, ledger, flows, accounts, payPassword, delivery, files, audit, ads, chat } = others;

  const roleOf = (row: ExchangeOrderRow, userId: number) =>
    row.buyerId === userId ? 'buyer' : row.sellerId === userId ? 'seller' : undefined;

  async function present(viewerId: number, row: ExchangeOrderRow, role: 'buyer' | 'seller' | 'staff') {
    const names = await ads.namesOf(viewerId, [row.sellerId, row.buyerId]);
    const history = await repo.eventsOf(db, row.id);
    return presentOrder(
      row,
      role,
      viewerId,
      { seller: names.get(row.sellerId) ?? '', buyer: names.get(row.buyerId) ?? '' },
      history,
    );
  }

  async function tell(tx: Db, row: ExchangeOrderRow) {
    const event: ExchangeEvent = {
      type: EXCHANGE_EVENT_TYPE,
      orderId: row.id,
      exchangeId: row.adId,
      state: row.state,
    };
    return delivery.append(tx, [row.sellerId, row.buyerId], event);
  }

  async function record(
    tx: Db,
    row: ExchangeOrderRow,
    toState: number,
    action: string,
    actor: ExchangeActor,
    actorId: number | null,
    note = '',
  ) {
    await repo.addEvent(tx, {
      orderId: row.id,
      fromState: row.state,
      toState,
      action,
      actor,
      actorId,
      note,
      createdAt: clock.now(),
    });
  }

  /** The whole hold to the buyer (pay amount) and the platform (fee): the platform pays an OTC deal. */
  async function payBuyer(tx: Db, ad: ExchangeAdRow, order: ExchangeOrderRow) {
    const to = [
      { account: await ledger.accountFor(order.buyerId, order.payCurrencyId, tx), amount: order.payAmount },
    ];
    if (!/^0(\.0+)?$/.test(order.fee))
      to.push({ account: await ledger.platformAccount('fees', order.payCurrencyId, tx), amount: order.fee });
    const captured = await ledger.capture(
      {
        holdId: ad.holdId!,
        to,
        kind: 'exchange',
        reference: `${EXCHANGE_ORDER_RELATED_TYPE}:${order.id}`,
        idempotency: { scope: `${EXCHANGE_ORDER_RELATED_TYPE}:pay`, key: String(order.id) },
      },
      tx,
    );
    await flows.updateFlowStatus(
      { relatedType: EXCHANGE_AD_RELATED_TYPE, relatedId: ad.id, userId: ad.sellerId },
      FlowStatus.completed,
      null,
      tx,
    );
    await flows.createFlow(
      {
        userId: order.buyerId,
        type: FlowType.exchange,
        direction: FlowDirection.in,
        status: FlowStatus.completed,
        currencyId: order.payCurrencyId,
        amount: order.payAmount,
        counterpartyId: order.sellerId,
        relatedType: EXCHANGE_ORDER_RELATED_TYPE,
        relatedId: order.id,
        txId: captured.txId,
      },
      tx,
    );
  }

  /** Ad, then order, locked; the caller's side found (strangers 404) unless staff. */
  async function lockBoth(tx: Db, id: number) {
    const peek = (await repo.findOrder(tx, id)) ?? fail('notFound');
    const ad = (await repo.lockAd(tx, peek!.adId))!;
    const order = (await repo.lockOrder(tx, id))!;
    return { ad, order };
  }

  /** A party's step: the table must allow `action` by his side, and no dispute may be open. */
  async function partyStep(
    userId: number,
    id: number,
    action: ExchangeOrderAction,
    work: (tx: Db, ad: ExchangeAdRow, order: ExchangeOrderRow, next: number) => Promise<ExchangeOrderRow>,
  ) {
    const moved = await db.transaction(async (tx): Promise<Moved> => {
      const { ad, order } = await lockBoth(tx, id);
      const role = roleOf(order, userId) ?? fail('notFound');
      if (order.disputeKind !== null && OPEN_STATES.includes(order.state)) fail('exchangeOrderDisputed');
      const step = exchangeOrderTransition(order.state, action, role!);
      if (!step) {
        const other = EXCHANGE_ORDER_TRANSITIONS[order.state as 1]?.[action];
        fail(other && other.by !== role ? 'exchangeNotParty' : 'exchangeOrderWrongState');
      }
      await record(tx, order, step!.next, action, role!, userId);
      const after = await work(tx, ad, order, step!.next);
      return { order: after, delivered: await tell(tx, after) };
    });
    await delivery.publish(moved.delivered);
    return present(userId, moved.order, roleOf(moved.order, userId)!);
  }

  async function checkUpload(userId: number, url: string | undefined) {
    if (url !== undefined && !(await files.isOwnUpload(userId, url))) fail('exchangeProofInvalid');
  }

  const service = {
    /** Whether the two have an exchange order open or recent: the paid-chat gate lets trade partners talk (issue 28). */
    tradedWith: (a: number, b: number) =>
      repo.tradedWith(db, a, b, new Date(deps.clock.now().getTime() - TRADE_PARTNER_CHAT_MS)),
    /** POST /app/trade/exchangeOrder/checkMoney: what taking this ad costs the buyer's wallet (0 for OTC). */
    async checkMoney(userId: number, exchangeId: number): Promise<ExchangeCheckMoneyVo> {
      const ad = (await repo.findAd(db, exchangeId)) ?? fail('notFound');
      if (ad!.status !== ExchangeAdStatus.onShelf && ad!.sellerId !== userId) fail('notFound');
      const balance = (await accounts.balanceOf(userId, ad!.receiveCurrencyId))!;
      const required = ad!.type === ExchangeType.platform ? ad!.receiveAmount : '0';
      const { sufficient } = await repo.compare(db, required, '0', balance.balance);
      return {
        sufficient,
        available: balance.balance,
        fee: '0',
        required,
        currencyId: ad!.receiveCurrencyId,
      };
    },

    /**
     * POST /app/trade/exchangeOrder: take an ad. Under the ad's row lock exactly one buyer wins; the others get
     * `exchangeAlreadyTaken`. A retry under the same key answers the first order.
     */
    async create(buyerId: number, body: ExchangeOrderBody, idemKey: string): Promise<ExchangeOrderVo> {
      const ad = (await repo.findAd(db, body.exchangeId)) ?? fail('notFound');
      if (ad!.sellerId === buyerId) fail('exchangeOwnAd');
      if (await users.isBlocked(ad!.sellerId, buyerId)) fail('blockedByUser');
      if (await users.isBlocked(buyerId, ad!.sellerId)) fail('youBlockedUser');
      const instant = ad!.type === ExchangeType.platform;
      if (instant)
        await payPassword.verifyPayPassword(buyerId, body.payPassword ?? fail('payPasswordFormat'));
      const request = { exchangeId: body.exchangeId };
      const requestHash = hashOf(request);
      const moved = await db.transaction(async (tx): Promise<Moved> => {
        const locked = (await repo.lockAd(tx, body.exchangeId))!;
        const first = await repo.findOrderByKey(tx, buyerId, idemKey);
        if (first) {
          if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return { order: first, delivered: [] };
        }
        const step = exchangeAdTransition(locked.status, instant ? 'takeInstant' : 'takeOtc', 'buyer');
        if (!step)
          fail(
            locked.status === ExchangeAdStatus.inDeal || locked.status === ExchangeAdStatus.sold
              ? 'exchangeAlreadyTaken'
              : 'exchangeWrongState',
          );
        // Taken only at the amount and rate the buyer was shown: the seller may have edited the ad (issue 28).
        checkShownRate(body, locked);
        const now = clock.now();
        let order = await repo.insertOrder(tx, {
          adId: locked.id,
          type: locked.type,
          sellerId: locked.sellerId,
          buyerId,
          payCurrencyId: locked.payCurrencyId,
          payAmount: locked.payAmount,
          receiveCurrencyId: locked.receiveCurrencyId,
          receiveAmount: locked.receiveAmount,
          rate: locked.rate,
          fee: locked.fee,
          state: ExchangeOrderState.launched,
          addressId: locked.addressId,
          idemKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, {
          orderId: order.id,
          fromState: null,
          toState: ExchangeOrderState.launched,
          action: 'create',
          actor: 'buyer',
          actorId: buyerId,
          note: '',
          createdAt: now,
        });
        if (instant) order = await settleInstantly(tx, locked, order, idemKey);
        await repo.updateAd(tx, locked.id, { status: step!.next, updatedAt: now });
        return { order, delivered: await tell(tx, order) };
      });
      await delivery.publish(moved.delivered);
      return present(buyerId, moved.order, 'buyer');
    },

    async detail(viewerId: number, id: number) {
      const row = (await repo.findOrder(db, id)) ?? fail('notFound');
      const role = roleOf(row!, viewerId) ?? ((await users.isStaff(viewerId)) ? 'staff' : fail('notFound'));
      return present(viewerId, row!, role!);
    },

    /** Whether the viewer is a party of an order on this ad (he may then read the ad and its receiving account). */
    async isPartyOfAd(viewerId: number, adId: number) {
      const { rows } = await repo.orderPage(db, { userId: viewerId, adId }, { limit: 1, offset: 0 });
      return rows.length > 0;
    },

    async mayReadAddress(viewerId: number, ownerId: number, addressId: number) {
      if (await users.isStaff(viewerId)) return true;
      const { rows } = await repo.orderPage(
        db,
        { userId: viewerId, role: 'buyer' },
        { limit: 100, offset: 0 },
      );
      return rows.some((o) => o.sellerId === ownerId && o.addressId === addressId);
    },

    async list(userId: number, query: ExchangeOrderListQuery) {
      const { rows, total } = await repo.orderPage(
        db,
        { userId, role: query.role, state: query.state },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      );
      const vos = [];
      for (const row of rows) vos.push(await present(userId, row, roleOf(row, userId)!));
      return { rows: vos, total };
    },

    /** GET /app/trade/exchangeOrder/listByTrade: the orders of one of my ads (the seller's view). */
    async listByAd(userId: number, exchangeId: number, page: { pageNum: number; pageSize: number }) {
      const ad = await repo.findAd(db, exchangeId);
      if (!ad || ad.sellerId !== userId) fail('notFound');
      const { rows, total } = await repo.orderPage(
        db,
        { adId: exchangeId },
        { limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize },
      );
      const vos = [];
      for (const row of rows) vos.push(await present(userId, row, 'seller'));
      return { rows: vos, total };
    },

    /** PUT submitsCertificateA: the buyer's paying account (1 → 2) and, with a file, his voucher (→ 3). */
    async certificateA(userId: number, body: ExchangeCertificateABody) {
      await checkUpload(userId, body.certificateUrl);
      const action = body.certificateUrl ? 'uploadVoucher' : 'confirmPayment';
      return partyStep(userId, body.id, action, (tx, _ad, order, next) =>
        repo.updateOrder(tx, order.id, {
          state: next,
          senderName: body.senderName,
          senderAccount: body.senderAccount,
          senderBank: body.senderBank,
          buyerRemark: body.remark,
          certificateAUrl: body.certificateUrl ?? order.certificateAUrl,
          updatedAt: clock.now(),
        }),
      );
    },

    /** PUT submitsCertificateB: the seller confirms receipt (3 → 4) and the platform pays the buyer (4 → 5). */
    async certificateB(userId: number, body: ExchangeCertificateBBody) {
      await checkUpload(userId, body.certificateUrl);
      return partyStep(userId, body.id, 'confirmReceipt', async (tx, ad, order, next) => {
        const confirmed = await repo.updateOrder(tx, order.id, {
          state: next,
          certificateBUrl: body.certificateUrl ?? null,
          sellerRemark: body.remark,
          updatedAt: clock.now(),
        });
        const pay = exchangeOrderTransition(next, 'pay', 'platform')!;
        await record(tx, confirmed, pay.next, 'pay', 'platform', null);
        await payBuyer(tx, ad, confirmed);
        const adStep = exchangeAdTransition(ad.status, 'dealPaid', 'platform')!;
        await repo.updateAd(tx, ad.id, { status: adStep.next, updatedAt: clock.now() });
        return repo.updateOrder(tx, order.id, { state: pay.next, updatedAt: clock.now() });
      });
    },

    /** A complaint or a request to cancel (users cannot cancel a deal, spec §4): the deal waits for staff. */
    async dispute(userId: number, id: number, kind: ExchangeDisputeKind, reason: string) {
      const moved = await db.transaction(async (tx): Promise<Moved> => {
        const { order } = await lockBoth(tx, id);
        const role = roleOf(order, userId) ?? fail('notFound');
        if (!OPEN_STATES.includes(order.state)) fail('exchangeOrderWrongState');
        if (order.disputeKind !== null) fail('exchangeOrderDisputed');
        await record(tx, order, order.state, kind, role!, userId, reason);
        const after = await repo.updateOrder(tx, order.id, {
          disputeKind: kind,
          disputeBy: userId,
          disputeReason: reason,
          updatedAt: clock.now(),
        });
        return { order: after, delivered: await tell(tx, after) };
      });
      await delivery.publish(moved.delivered);
      return present(userId, moved.order, roleOf(moved.order, userId)!);
    },

    /** POST /cancel/complaint: the one who opened the dispute withdraws it; the deal goes on. */
    async withdrawDispute(userId: number, id: number) {
      const moved = await db.transaction(async (tx): Promise<Moved> => {
        const { order } = await lockBoth(tx, id);
        const role = roleOf(order, userId) ?? fail('notFound');
        if (order.disputeKind === null || order.disputeBy !== userId || !OPEN_STATES.includes(order.state))
          fail('exchangeNoDispute');
        await record(tx, order, order.state, 'withdrawDispute', role!, userId);
        const after = await repo.updateOrder(tx, order.id, {
          disputeKind: null,
          disputeBy: null,
          disputeReason: '',
          updatedAt: clock.now(),
        });
        return { order: after, delivered: await tell(tx, after) };
      });
      await delivery.publish(moved.delivered);
      return present(userId, moved.order, roleOf(moved.order, userId)!);
    },

    /**
     * One order for the complaints desk: the order with its proofs and history, and the parties' private chat (read
     * from the seller's side; a chat he removed reads as empty, the order still answers).
     */
    async staffDetail(staffId: number, id: number): Promise<ExchangeStaffDetailVo> {
      const row = (await repo.findOrder(db, id)) ?? fail('notFound');
      const messages = await chat
        .history(row!.sellerId, {
          conversationType: ConversationType.private,
          targetId: String(row!.buyerId),
          count: 100,
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) return [];
          throw error;
        });
      return {
        order: await present(staffId, row!, 'staff'),
        messages: messages.reverse().map((m) => ({
          msgUid: m.msgUid,
          senderUserId: m.senderUserId,
          objectName: m.objectName,
          text: m.recalled ? '' : textOf(m.content),
          sentTime: m.sentTime,
        })),
      };
    },

    /** Staff's queue: open disputes first-come (or every order by state). */
    async staffList(query: {
      pageNum: number;
      pageSize: number;
      disputed?: boolean;
      state?: number;
      sort?: 'id' | 'updateTime';
      order?: 'asc' | 'desc';
    }) {
      const { rows, total } = await repo.orderPage(
        db,
        { disputed: query.disputed, state: query.state, sort: query.sort, order: query.order },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      );
      const vos = [];
      for (const row of rows) vos.push(await present(0, row, 'staff'));
      return { rows: vos, total };
    },

    /**
     * Staff decide an open deal: release to the buyer (5: the platform pays him), release to the seller (6: the money
     * back, the ad closed) or cancel (6: the ad back on the shelf, still frozen). Audited in the same transaction.
     */
    async staffDecide(staffId: number, body: AdminExchangeDecisionBody) {
      const moved = await db.transaction(async (tx): Promise<Moved> => {
        const { ad, order } = await lockBoth(tx, body.id);
        const step =
          exchangeOrderTransition(order.state, body.decision, 'staff') ?? fail('exchangeOrderWrongState');
        await record(tx, order, step!.next, body.decision, 'staff', staffId, body.note);
        const now = clock.now();
        if (body.decision === 'releaseToBuyer') {
          await payBuyer(tx, ad, order);
          await repo.updateAd(tx, ad.id, {
            status: exchangeAdTransition(ad.status, 'dealPaid', 'platform')!.next,
            updatedAt: now,
          });
        } else if (body.decision === 'releaseToSeller') {
          await ledger.release(
            {
              holdId: ad.holdId!,
              kind: 'exchangeAd',
              reference: `${EXCHANGE_AD_RELATED_TYPE}:${ad.id}`,
              idempotency: { scope: `${EXCHANGE_AD_RELATED_TYPE}:release`, key: String(ad.id) },
            },
            tx,
          );
          await flows.updateFlowStatus(
            { relatedType: EXCHANGE_AD_RELATED_TYPE, relatedId: ad.id, userId: ad.sellerId },
            FlowStatus.cancelled,
            null,
            tx,
          );
          await repo.updateAd(tx, ad.id, {
            status: exchangeAdTransition(ad.status, 'dealRefunded', 'staff')!.next,
            updatedAt: now,
          });
        } else {
          await repo.updateAd(tx, ad.id, {
            status: exchangeAdTransition(ad.status, 'dealCancelled', 'staff')!.next,
            updatedAt: now,
          });
        }
        const after = await repo.updateOrder(tx, order.id, { state: step!.next, updatedAt: now });
        await audit.record(tx, {
          staffId,
          action: `exchangeOrder.${body.decision}`,
          objectType: 'exchangeOrder',
          objectId: order.id,
          before: { state: order.state, disputeKind: order.disputeKind, adStatus: ad.status },
          after: { state: after.state, note: body.note },
        });
        return { order: after, delivered: await tell(tx, after) };
      });
      await delivery.publish(moved.delivered);
      return present(staffId, moved.order, 'staff');
    },
  };

  /**
   * A platform ad taken: ONE journal transaction — the seller's hold to the buyer (pay amount) and to the platform's
   * fees (fee), and the buyer's receive amount to the seller — then both parties' history, the order at 5.
   */
  async function settleInstantly(tx: Db, ad: ExchangeAdRow, order: ExchangeOrderRow, idemKey: string) {
    const to = [
      { account: await ledger.accountFor(order.buyerId, order.payCurrencyId, tx), amount: order.payAmount },
    ];
    if (!/^0(\.0+)?$/.test(order.fee))
      to.push({ account: await ledger.platformAccount('fees', order.payCurrencyId, tx), amount: order.fee });
    const buyerPays = await ledger.accountFor(order.buyerId, order.receiveCurrencyId, tx);
    const sellerGets = await ledger.accountFor(order.sellerId, order.receiveCurrencyId, tx);
    const settled = await ledger.settle(
      {
        holdId: ad.holdId!,
        to,
        extra: [
          { account: buyerPays, amount: `-${order.receiveAmount}` },
          { account: sellerGets, amount: order.receiveAmount },
        ],
        kind: 'exchange',
        reference: `${EXCHANGE_ORDER_RELATED_TYPE}:${order.id}`,
        idempotency: { scope: `${EXCHANGE_ORDER_RELATED_TYPE}:${order.buyerId}`, key: idemKey },
      },
      tx,
    );
    const flow = {
      type: FlowType.exchange,
      status: FlowStatus.completed,
      relatedType: EXCHANGE_ORDER_RELATED_TYPE,
      relatedId: order.id,
      txId: settled.txId,
    };
    await flows.updateFlowStatus(
      { relatedType: EXCHANGE_AD_RELATED_TYPE, relatedId: ad.id, userId: ad.sellerId },
      FlowStatus.completed,
      null,
      tx,
    );
    await flows.createFlow(
      {
        ...flow,
        userId: order.sellerId,
        direction: FlowDirection.in,
        currencyId: order.receiveCurrencyId,
        amount: order.receiveAmount,
        counterpartyId: order.buyerId,
      },
      tx,
    );
    await flows.createFlow(
      {
        ...flow,
        userId: order.buyerId,
        direction: FlowDirection.out,
        currencyId: order.receiveCurrencyId,
        amount: order.receiveAmount,
        counterpartyId: order.sellerId,
      },
      tx,
    );
    await flows.createFlow(
      {
        ...flow,
        userId: order.buyerId,
        direction: FlowDirection.in,
        currencyId: order.payCurrencyId,
        amount: order.payAmount,
        counterpartyId: order.sellerId,
      },
      tx,
    );
    const paid = ExchangeOrderState.platformPaid;
    await record(tx, order, paid, 'settle', 'platform', null);
    return repo.updateOrder(tx, order.id, { state: paid, updatedAt: clock.now() });
  }

  return service;
}

export type ExchangeOrderService = ReturnType<typeof createExchangeOrderService>;
