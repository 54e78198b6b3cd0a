import { createHash } from 'node:crypto';
import {
  FlowDirection,
  FlowStatus,
  FlowType,
  HIDDEN_CURRENCY_ID,
  P2P_ORDER_OBJECT_NAME,
  type P2pAction,
  type P2pActor,
  type P2pCardEvent,
  type P2pCheckMoneyBody,
  type P2pCheckMoneyVo,
  type P2pComplaintBody,
  type P2pConfirmBody,
  type P2pDecideBody,
  type P2pListQuery,
  P2pOrderState,
  type P2pOrderVo,
  type P2pProofBody,
  type P2pRespondBody,
  type P2pPublishBody,
  type P2pStaffDetailVo,
  type P2pStaffListQuery,
  type P2pTraderVo,
  p2pReceiveAmount,
  p2pTransition,
  P2P_FEE_RATE,
  P2pKind,
  p2pPublisherOf,
  p2pStepOf,
  p2pTakerOf,
  type P2pTakeBody,
  type P2pTopUpPublishBody,
  type UserVo,
  TRADE_PARTNER_CHAT_MS,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Timers } from '../../jobs/timers.ts';
import { fail } from '../../http/errors.ts';
import { checkShownRate } from '../ledger/shown-terms.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { currencyCodeOf, plainAmount, toUnits } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { p2pCardOf, payByOf, presentP2pEvent, presentP2pOrder } from './p2p.presenter.ts';
import { type P2pOrderEventRow, type P2pOrderRow, p2pRepository as repo } from './p2p.repository.ts';
import { partiesChat } from './p2p.staff-chat.ts';

export type P2pDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  payPassword: PayPasswordService;
  files: FilesService;
  audit: AuditService;
  timers: Timers;
};

/** The ledger's reference prefix and the flows' relatedType of a P2P order. */
export const P2P_RELATED_TYPE = 'p2p';
/** One key per order for its settling ledger call: capture and release share it, so only one of them ever happens. */
const settleKey = (id: number) => ({ scope: `${P2P_RELATED_TYPE}:settle`, key: String(id) });

const CARD_EVENT: Partial<Record<P2pAction, P2pCardEvent>> = {
  respond: 'responded',
  submitProof: 'proofSubmitted',
  confirm: 'completed',
  complain: 'complained',
  releaseToPayer: 'releasedToPayer',
  releaseToWithdrawer: 'releasedToWithdrawer',
  cancel: 'cancelled',
  staffCancel: 'cancelled',
  expire: 'expired',
};

/** The durable timer that reopens a request whose payer did not pay in time (key: order id and respond time). */
export const P2P_PAY_EXPIRY_TIMER = 'p2pOrder.payExpiry';
const payTimerKey = (id: number, respondedAt: Date) => `${id}:${respondedAt.getTime()}`;

/** The card's lines: this payer's steps only (a request reopened after a lapse starts a new card with the next one). */
function cardSteps(events: P2pOrderEventRow[]) {
  const lastRespond = events.map((e) => e.action).lastIndexOf('respond');
  return events.slice(Math.max(0, lastRespond)).flatMap((e) => {
    const event = CARD_EVENT[e.action as P2pAction];
    return event ? [{ event, time: e.createdAt.toISOString() }] : [];
  });
}

/** A withdrawal request as published, without the pay password that authorised it. */
export type P2pRequest = Omit<P2pPublishBody, 'payPassword'>;

/** What a step writes besides the state: the proof, the complaint, staff's decision. */
type StepPatch = Partial<Omit<P2pOrderRow, 'id' | 'state'>>;

/**
 * P2P top-up and withdrawal (issue 13). Publishing holds the withdrawer's amount in the same transaction as the
 * request row and his wallet-history row. Every later step locks the order row (SELECT … FOR UPDATE), asks
 * P2P_ORDER_TRANSITIONS whether the caller's side may take it from the current state, and writes the new state, its
 * history line, the ledger settlement (capture to the payer or release to the withdrawer, once per order by one
 * idempotency key) with the flows, and the order card in the parties' chat — all in one transaction; the chat's live
 * notices go out after commit.
 */
export function createP2pService(deps: AppDeps, others: P2pDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, ledger, flows, accounts, payPassword, files, audit, timers } = others;

  /**
   * Orders as the viewer sees them. `staff` only on the console's routes (and a staff member reading an order he is
   * no party of): in the app a staff member is a user like any other, who may take an open request.
   */
  async function present(viewerId: number, rows: P2pOrderRow[], staff = false): Promise<P2pOrderVo[]> {
    const ids = rows.flatMap((r) => [r.withdrawerId, r.payerId].filter((id): id is number => id !== null));
    const people = new Map<number, UserVo>(
      (await users.presentByIds(viewerId, ids)).map((vo) => [vo.userId, vo]),
    );
    return rows.map((row) => presentP2pOrder(row, viewerId, staff, people));
  }
  const presentOne = async (viewerId: number, row: P2pOrderRow, staff?: boolean) =>
    (await present(viewerId, [row], staff))[0]!;

  /**
   * The caller's side of the order for `action`, or the refusal that says why he may not take it: strangers learn
   * nothing of an order past its open listing; anyone may take an open request as its taker (the payer of a
   * withdrawal, the withdrawer of a top-up request); a request someone else took is "already taken"; the other
   * side's step is "not yours"; anything else is the wrong state.
   */
  function sideOf(row: P2pOrderRow | undefined, userId: number, action: P2pAction): P2pActor {
    if (!row) fail('notFound');
    const taker = p2pTakerOf(row!.kind);
    const untaken = (taker === 'payer' ? row!.payerId : row!.withdrawerId) === null;
    const actor: P2pActor | undefined =
      row!.withdrawerId === userId
        ? 'withdrawer'
        : row!.payerId === userId
          ? 'payer'
          : untaken && action === 'respond'
            ? taker
            : undefined;
    if (!actor) {
      if (row!.state === P2pOrderState.selling) fail(action === 'respond' ? 'p2pWrongState' : 'p2pNotParty');
      if (action === 'respond') fail('p2pAlreadyTaken');
      fail('notFound');
    }
    return actor!;
  }

  function refuse(row: P2pOrderRow, action: P2pAction, actor: P2pActor): never {
    if (action === 'respond' && actor === p2pPublisherOf(row.kind)) fail('p2pOwnRequest');
    const step = p2pStepOf(row.state, action, row.kind);
    if (step && !step.by.includes(actor)) fail('p2pNotParty');
    return fail('p2pWrongState');
  }

  /**
   * A top-up request's taker freezes its amount when he takes it (the withdrawal's hold, made later): one hold per
   * order under one idempotency key, with his in-progress history row; not enough money → insufficientBalance.
   */
  async function holdTaker(tx: Db, row: P2pOrderRow) {
    const account = await ledger.accountFor(row.withdrawerId!, row.payCurrencyId, tx);
    const { holdId, txId } = await ledger.hold(
      {
        account,
        amount: row.payAmount,
        kind: 'p2pWithdrawal',
        reference: `${P2P_RELATED_TYPE}:${row.id}`,
        idempotency: { scope: `${P2P_RELATED_TYPE}:take`, key: String(row.id) },
      },
      tx,
    );
    await flows.createFlow(
      {
        userId: row.withdrawerId!,
        type: FlowType.p2pWithdrawal,
        direction: FlowDirection.out,
        status: FlowStatus.inProgress,
        currencyId: row.payCurrencyId,
        amount: row.payAmount,
        relatedType: P2P_RELATED_TYPE,
        relatedId: row.id,
        txId,
      },
      tx,
    );
    return repo.update(tx, row.id, { holdId });
  }

  /** The ledger settlement a terminal step makes, with its wallet-history rows. */
  async function settle(tx: Db, row: P2pOrderRow, money: 'capture' | 'release') {
    const reference = `${P2P_RELATED_TYPE}:${row.id}`;
    const withdrawerFlow = { relatedType: P2P_RELATED_TYPE, relatedId: row.id, userId: row.withdrawerId! };
    if (money === 'release') {
      // A top-up request withdrawn before anyone took it froze nothing.
      if (row.holdId === null) return;
      await ledger.release(
        {
          holdId: row.holdId!,
          ownerUserId: row.withdrawerId!,
          kind: 'p2pRelease',
          reference,
          idempotency: settleKey(row.id),
        },
        tx,
      );
      await flows.updateFlowStatus(withdrawerFlow, FlowStatus.cancelled, undefined, tx);
      return;
    }
    const payerAccount = await ledger.accountFor(row.payerId!, row.payCurrencyId, tx);
    const { txId } = await ledger.capture(
      {
        holdId: row.holdId!,
        ownerUserId: row.withdrawerId!,
        to: [{ account: payerAccount, amount: row.payAmount }],
        kind: 'p2pCapture',
        reference,
        idempotency: settleKey(row.id),
      },
      tx,
    );
    await flows.updateFlowStatus(withdrawerFlow, FlowStatus.completed, undefined, tx);
    await flows.createFlow(
      {
        userId: row.payerId!,
        type: FlowType.p2pTopUp,
        direction: FlowDirection.in,
        status: FlowStatus.completed,
        currencyId: row.payCurrencyId,
        amount: row.payAmount,
        counterpartyId: row.withdrawerId!,
        relatedType: P2P_RELATED_TYPE,
        relatedId: row.id,
        txId,
      },
      tx,
    );
  }

  type StepOptions = {
    staff?: boolean;
    patch?: (row: P2pOrderRow) => StepPatch;
    note?: string;
    /** Refuses the step on the locked row before anything changes (the shown terms of a respond). */
    check?: (row: P2pOrderRow) => void;
  };

  /**
   * One transition under the order's row lock: the table decides, then the state, history, money and card are
   * written together. `staffId` makes the caller staff (the route's guard admitted him).
   */
  async function step(
    userId: number,
    id: number,
    action: P2pAction,
    options: StepOptions = {},
  ): Promise<P2pOrderVo> {
    const outcome = await db.transaction((tx) => applyStep(tx, userId, id, action, options));
    await delivery.publish(outcome.delivered);
    return presentOne(userId, outcome.row, options.staff);
  }

  /**
   * One transition inside `tx` under the order's row lock; `system` makes the platform the actor (a lapsed payment
   * window). Answers the row and what to publish after commit.
   */
  async function applyStep(
    tx: Db,
    userId: number,
    id: number,
    action: P2pAction,
    options: StepOptions & { system?: boolean } = {},
  ): Promise<{ row: P2pOrderRow; delivered: Delivered[] }> {
    const row = await repo.lock(tx, id);
    const actor: P2pActor = options.system
      ? 'system'
      : options.staff
        ? row
          ? 'staff'
          : fail('notFound')
        : sideOf(row, userId, action);
    const locked = row!;
    // A taker's repeated tap on "respond" (a retry) answers his order as it is.
    const takerId = p2pTakerOf(locked.kind) === 'payer' ? locked.payerId : locked.withdrawerId;
    if (action === 'respond' && takerId === userId) return { row: locked, delivered: [] as Delivered[] };
    const transition =
      p2pTransition(locked.state, action, actor, locked.kind) ?? refuse(locked, action, actor);
    options.check?.(locked);
    const now = clock.now();
    let next = await repo.update(tx, locked.id, {
      ...(options.patch?.(locked) ?? {}),
      state: transition.next,
      updatedAt: now,
    });
    await repo.addEvent(tx, {
      orderId: locked.id,
      action,
      fromState: locked.state,
      toState: transition.next,
      actorId: userId,
      actorRole: actor,
      note: options.note ?? '',
      createdAt: now,
    });
    if (transition.money === 'hold') next = await holdTaker(tx, next);
    else if (transition.money !== 'none') await settle(tx, next, transition.money);
    if (options.staff)
      await audit.record(tx, {
        staffId: userId,
        action: `p2pOrder.${action}`,
        objectType: 'p2pOrder',
        objectId: locked.id,
        before: { state: locked.state },
        after: { state: next.state, reason: options.note ?? '' },
      });
    // The payment window is the responding payer's; a top-up request's payer is its publisher, who is never dropped.
    if (action === 'respond' && next.respondedAt && next.kind === P2pKind.withdrawal)
      await timers.schedule(tx, {
        kind: P2P_PAY_EXPIRY_TIMER,
        key: payTimerKey(next.id, next.respondedAt),
        dueAt: payByOf(next.respondedAt),
        payload: {},
      });
    let delivered: Delivered[] = [];
    const event = CARD_EVENT[action];
    // The payer of this round: a lapse clears him from the row, but his card still says the request reopened.
    const payerId = next.payerId ?? locked.payerId;
    if (event && payerId !== null && next.withdrawerId !== null)
      ({ delivered } = await chat.postDealCard(
        tx,
        {
          objectName: P2P_ORDER_OBJECT_NAME,
          content: p2pCardOf(next, event, payerId, cardSteps(await repo.events(tx, next.id))),
          partyIds: [next.withdrawerId, payerId],
          // One card per order and payer, edited at each step (issue 30).
          cardKey: `${P2P_ORDER_OBJECT_NAME}:${next.id}:${payerId}`,
        },
        userId,
      ));
    return { row: next, delivered };
  }

  // A payer who has not handed in his proof by the deadline loses the order; it opens again for others.
  timers.register(P2P_PAY_EXPIRY_TIMER, async (tx, timer) => {
    const [id, respondedMs] = timer.key.split(':').map(Number);
    const row = await repo.lock(tx, id!);
    if (row?.state !== P2pOrderState.pendingPayment || row.respondedAt?.getTime() !== respondedMs)
      return undefined;
    const { delivered } = await applyStep(tx, 0, row.id, 'expire', {
      system: true,
      patch: () => ({ payerId: null, respondedAt: null }),
    });
    return () => delivery.publish(delivered);
  });

  /** The receive currency is one the platform quotes (not the hidden one); the pay currency the ledger checks. */
  const checkReceiveCurrency = (currencyId: number) => {
    if (currencyId === HIDDEN_CURRENCY_ID || currencyCodeOf(currencyId) === '') fail('currencyUnknown');
  };

  /** Amounts agree with the rate (rounded as the form shows), and the receive currency is one the platform knows. */
  function checkRequest(request: P2pRequest) {
    const expected = p2pReceiveAmount(request.payAmount, request.rate);
    if (toUnits(expected) !== toUnits(request.receiveAmount)) fail('p2pAmountsDisagree', { expected });
    checkReceiveCurrency(request.receiveCurrencyId);
  }

  /**
   * The request row, its hold and the withdrawer's history row in one transaction, once per Idempotency-Key: a retry
   * answers the first request, the same key with other parameters is refused; not enough money → no row at all.
   */
  async function openRequest(userId: number, request: P2pRequest, idemKey: string) {
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
    const now = clock.now();
    return db.transaction(async (tx) => {
      const inserted = await repo.insertOnce(tx, {
        withdrawerId: userId,
        state: P2pOrderState.selling,
        payCurrencyId: request.payCurrencyId,
        payAmount: request.payAmount,
        receiveCurrencyId: request.receiveCurrencyId,
        receiveAmount: request.receiveAmount,
        rate: request.rate,
        payeeCardNumber: request.cardNumber,
        payeePhone: request.phone,
        payeeBank: request.bank,
        payeeName: request.name,
        payeeComment: request.comment,
        idemKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) {
        const first = (await repo.findByKey(tx, userId, idemKey))!;
        if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
        return { row: first, created: false };
      }
      const account = await ledger.accountFor(userId, request.payCurrencyId, tx);
      const { holdId, txId } = await ledger.hold(
        {
          account,
          amount: request.payAmount,
          kind: 'p2pWithdrawal',
          reference: `${P2P_RELATED_TYPE}:${inserted.id}`,
          idempotency: { scope: `${P2P_RELATED_TYPE}:${userId}`, key: idemKey, request },
        },
        tx,
      );
      await flows.createFlow(
        {
          userId,
          type: FlowType.p2pWithdrawal,
          direction: FlowDirection.out,
          status: FlowStatus.inProgress,
          currencyId: request.payCurrencyId,
          amount: request.payAmount,
          remark: request.comment,
          relatedType: P2P_RELATED_TYPE,
          relatedId: inserted.id,
          txId,
        },
        tx,
      );
      await repo.addEvent(tx, {
        orderId: inserted.id,
        action: 'publish',
        fromState: 0,
        toState: P2pOrderState.selling,
        actorId: userId,
        actorRole: 'withdrawer',
        createdAt: now,
      });
      return { row: await repo.update(tx, inserted.id, { holdId }), created: true };
    });
  }

  /**
   * The top-up request row, once per Idempotency-Key of its publisher (the payer): nothing is frozen (his money is
   * outside); a retry answers the first request, the same key with other parameters is refused.
   */
  async function openTopUpRequest(userId: number, request: P2pTopUpPublishBody, idemKey: string) {
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
    const now = clock.now();
    return db.transaction(async (tx) => {
      const inserted = await repo.insertOnce(tx, {
        kind: P2pKind.topUp,
        payerId: userId,
        state: P2pOrderState.selling,
        payCurrencyId: request.payCurrencyId,
        payAmount: request.payAmount,
        receiveCurrencyId: request.receiveCurrencyId,
        receiveAmount: request.receiveAmount,
        rate: request.rate,
        payeeBank: '',
        payeeName: '',
        idemKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) {
        const first = (await repo.findByKey(tx, userId, idemKey, P2pKind.topUp))!;
        if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
        return first;
      }
      await repo.addEvent(tx, {
        orderId: inserted.id,
        action: 'publish',
        fromState: 0,
        toState: P2pOrderState.selling,
        actorId: userId,
        actorRole: 'payer',
        createdAt: now,
      });
      return inserted;
    });
  }

  const service = {
    /** Whether the two have a P2P order open or recent: the paid-chat gate lets trade partners talk (issue 28). */
    tradedWith: (a: number, b: number) =>
      repo.tradedWith(db, a, b, new Date(deps.clock.now().getTime() - TRADE_PARTNER_CHAT_MS)),
    /** POST /app/recharge/checkMoney: enough available money to freeze `payAmount`? (no fee: P2P is free). */
    async checkMoney(userId: number, body: P2pCheckMoneyBody): Promise<P2pCheckMoneyVo> {
      if (body.payCurrencyId === HIDDEN_CURRENCY_ID) fail('currencyUnknown');
      const account = (await accounts.balanceOf(userId, body.payCurrencyId)) ?? fail('currencyUnknown');
      if (toUnits(account!.balance) < toUnits(body.payAmount)) fail('insufficientBalance');
      return { available: plainAmount(account!.balance), enough: true, fee: P2P_FEE_RATE };
    },

    /**
     * POST /app/recharge/insert under the caller's Idempotency-Key: a retry answers the first request, the same key
     * with other parameters is refused. Checks first (amounts agree with the rate, currencies, pay password), then
     * the row, the hold and the history row in one transaction; not enough money → insufficientBalance, no row.
     */
    async publish(userId: number, body: P2pPublishBody, idemKey: string): Promise<P2pOrderVo> {
      const { payPassword: secret, ...request } = body;
      checkRequest(request);
      await payPassword.verifyPayPassword(userId, secret);
      return presentOne(userId, (await openRequest(userId, request, idemKey)).row);
    },

    /**
     * The demo world's open requests (seed/demo-p2p.ts): the same checks and transaction as publish, for demo users
     * the seed acts for at first start (no pay password of theirs exists). Never reached from a route.
     */
    async seedRequest(userId: number, request: P2pRequest, idemKey: string): Promise<boolean> {
      checkRequest(request);
      return (await openRequest(userId, request, idemKey)).created;
    },

    /**
     * The demo world's taken request (seed/demo-p2p.ts): a demo user answers another's seeded request, through the
     * same step as POST /app/recharge/respond, so the wallet tab of both has a live deal chat. Once: a taken one stays.
     */
    async seedRespond(withdrawerId: number, idemKey: string, payerId: number): Promise<boolean> {
      const row = await repo.findByKey(db, withdrawerId, idemKey);
      if (!row || row.payerId !== null) return false;
      await service.respond(payerId, { id: row.id, payAmount: row.payAmount, rate: row.rate });
      return true;
    },

    /** GET /app/recharge/rechargeList */
    async list(userId: number, query: P2pListQuery) {
      const { rows, total } = await repo.page(db, userId, query);
      return { rows: await present(userId, rows), total };
    },

    /** GET /app/recharge/{id}: the parties and staff always; anyone else only while it is an open request. */
    async detail(userId: number, id: number): Promise<P2pOrderVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const party = row!.withdrawerId === userId || row!.payerId === userId;
      const open = row!.state === P2pOrderState.selling;
      const staff = !party && !open && (await users.isStaff(userId));
      if (!party && !staff && !open) fail('notFound');
      return presentOne(userId, row!, staff);
    },

    /**
     * POST /app/recharge/topUp/insert under the caller's Idempotency-Key: "I want payAmount credited, I pay
     * receiveAmount outside". Checks first (amounts agree with the rate, currencies); the wallet currency must be one
     * the ledger holds, so a taker can be found for it.
     */
    async publishTopUp(userId: number, body: P2pTopUpPublishBody, idemKey: string): Promise<P2pOrderVo> {
      const expected = p2pReceiveAmount(body.payAmount, body.rate);
      if (toUnits(expected) !== toUnits(body.receiveAmount)) fail('p2pAmountsDisagree', { expected });
      checkReceiveCurrency(body.receiveCurrencyId);
      if (
        body.payCurrencyId === HIDDEN_CURRENCY_ID ||
        !(await accounts.balanceOf(userId, body.payCurrencyId))
      )
        fail('currencyUnknown');
      return presentOne(userId, await openTopUpRequest(userId, body, idemKey));
    },

    /**
     * POST /app/recharge/topUp/take: the caller takes a top-up request as its withdrawer, with where he is to be
     * paid, under his pay password; his amount is frozen in the step's transaction. Of many at once exactly one wins;
     * his retry answers the order as it is and freezes nothing more (one hold per order, by its key).
     */
    async takeTopUp(userId: number, body: P2pTakeBody) {
      const { payPassword: secret, id, payAmount, rate, ...payee } = body;
      const row = await repo.find(db, id);
      if (row && row.kind !== P2pKind.topUp) fail('p2pWrongState');
      await payPassword.verifyPayPassword(userId, secret);
      return step(userId, id, 'respond', {
        // His amount is frozen only as his screen showed it (issue 28).
        check: (locked) => checkShownRate({ payAmount, rate }, locked),
        patch: () => ({
          withdrawerId: userId,
          respondedAt: clock.now(),
          payeeCardNumber: payee.cardNumber,
          payeePhone: payee.phone,
          payeeBank: payee.bank,
          payeeName: payee.name,
          payeeComment: payee.comment,
        }),
      });
    },

    /** POST /app/recharge/respond: the caller becomes the payer; of many at once exactly one wins. */
    async respond(userId: number, body: P2pRespondBody) {
      // A top-up request is taken with the taker's payee and pay password (takeTopUp).
      if ((await repo.find(db, body.id))?.kind === P2pKind.topUp) fail('p2pWrongState');
      return step(userId, body.id, 'respond', {
        // Taken only at the amount and rate the payer was shown (issue 28).
        check: (row) => checkShownRate(body, row),
        patch: () => ({ payerId: userId, respondedAt: clock.now() }),
      });
    },

    /** POST /app/recharge/proof: the payer's outside transfer, with his own uploaded screenshot. */
    async submitProof(userId: number, body: P2pProofBody) {
      if (!(await files.isOwnUpload(userId, body.fileUrl))) fail('p2pProofFileInvalid');
      return step(userId, body.id, 'submitProof', {
        patch: () => ({
          proofCardNumber: body.cardNumber,
          proofPhone: body.phone,
          proofBank: body.bank,
          proofName: body.name,
          proofComment: body.comment,
          proofFileUrl: body.fileUrl,
        }),
      });
    },

    /** POST /app/recharge/confirm: the withdrawer got the money; the frozen amount goes to the payer at once. */
    async confirm(userId: number, body: P2pConfirmBody) {
      const row = await repo.find(db, body.id);
      if (row?.withdrawerId === userId) await payPassword.verifyPayPassword(userId, body.payPassword);
      return step(userId, body.id, 'confirm');
    },

    /** POST /app/recharge/complaint: the deal stops until staff decide. */
    async complain(userId: number, body: P2pComplaintBody) {
      return step(userId, body.id, 'complain', {
        patch: () => ({ complaintReason: body.reason }),
        note: body.reason,
      });
    },

    /** POST /app/recharge/cancel: the withdrawer takes back a request nobody has responded to. */
    async cancel(userId: number, id: number) {
      return step(userId, id, 'cancel');
    },

    /** POST /admin/api/p2p/decide: release to the payer or the withdrawer, or cancel; audited with the reason. */
    async decide(staffId: number, body: P2pDecideBody) {
      return step(staffId, body.id, body.decision, {
        staff: true,
        patch: () => ({ resolution: body.decision, resolutionReason: body.reason }),
        note: body.reason,
      });
    },

    /** GET /app/recharge/trader: a counterparty's completed deals and completion rate, for anyone deciding to deal. */
    async trader(userId: number): Promise<P2pTraderVo> {
      if (!(await users.findById(userId))) fail('userNotFound');
      const { ended, completed } = await repo.traderRecord(db, userId);
      return {
        userId,
        completedDeals: completed,
        endedDeals: ended,
        completionRate: ended === 0 ? null : Math.floor((completed * 100) / ended),
      };
    },

    /** GET /admin/api/p2p/orders: the complaints queue (or another state), oldest first. */
    async staffList(staffId: number, query: P2pStaffListQuery) {
      const { rows, total } = await repo.staffPage(
        db,
        query.state,
        query.pageSize,
        (query.pageNum - 1) * query.pageSize,
      );
      return { rows: await present(staffId, rows, true), total };
    },

    /** GET /admin/api/p2p/order/{id}: the order, the parties' chat as the withdrawer has it, and the history. */
    async staffDetail(staffId: number, id: number): Promise<P2pStaffDetailVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const { withdrawerId, payerId } = row!;
      const messages =
        payerId === null || withdrawerId === null ? [] : await partiesChat(chat, withdrawerId, payerId);
      return {
        order: await presentOne(staffId, row!, true),
        messages,
        history: (await repo.events(db, row!.id)).map(presentP2pEvent),
      };
    },
  };
  return service;
}

export type P2pService = ReturnType<typeof createP2pService>;
