import { createHash } from 'node:crypto';
import {
  displayName,
  EXCHANGE_FEE_RATE_CONFIG_KEY,
  EXCHANGE_FEE_RATE_DEFAULT,
  type ExchangeAdAction,
  ExchangeAdStatus,
  type ExchangeAdVo,
  type ExchangeAddressBody,
  type ExchangeAddressVo,
  type ExchangeCheckMoneyVo,
  type ExchangeEditBody,
  type ExchangeListQuery,
  type ExchangePublishBody,
  ExchangeType,
  exchangeAdTransition,
  FlowDirection,
  FlowStatus,
  FlowType,
  rateString,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { presentAd, presentAddress } from './exchange.presenter.ts';
import { type ExchangeAdRow, exchangeRepository as repo } from './exchange.repository.ts';

export type ExchangeDeps = {
  users: UsersService;
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  payPassword: PayPasswordService;
};

/** The ledger reference / flows relatedType of an ad's frozen money. */
export const EXCHANGE_AD_RELATED_TYPE = 'exchangeAd';
export const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');
/** A decimal string below 1 (its integer part is 0). */
const belowOne = (amount: string) => amount.startsWith('0');

/**
 * Exchange ads (issue 13): publish (pay amount + fee frozen under a ledger hold in the same transaction as the ad),
 * edit, shelve and cancel while nobody has responded, the market list, receiving accounts. Every move of an ad locks
 * its row and is checked against EXCHANGE_AD_TRANSITIONS.
 */
export function createExchangeService(deps: AppDeps, others: ExchangeDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, system, ledger, flows, accounts, payPassword } = others;

  async function namesOf(viewerId: number, ids: number[]) {
    const vos = ids.length ? await users.presentByIds(viewerId, [...new Set(ids)]) : [];
    return new Map(vos.map((vo) => [vo.userId, displayName(vo)]));
  }

  /** A market page's sellers in one statement (the list is public: names as a stranger sees them). */
  async function presentMany(viewerId: number, rows: ExchangeAdRow[]) {
    const names = await users.publicNamesOf(
      viewerId,
      rows.map((r) => r.sellerId),
    );
    return rows.map((r) => presentAd(r, viewerId, names.get(r.sellerId) ?? ''));
  }

  /** The fee rate: staff's `exchangeFeeRate` (a fraction below 1), else the default. */
  async function feeRate() {
    const parsed = rateString.safeParse(await system.configValue(EXCHANGE_FEE_RATE_CONFIG_KEY));
    return parsed.success && Number(parsed.data) < 1 ? parsed.data : EXCHANGE_FEE_RATE_DEFAULT;
  }

  /** What an ad of these terms receives and costs: receive ≥ 1 (spec §5 minimum amount), total = pay + fee. */
  async function quote(payAmount: string, rate: string) {
    const q = await repo.quote(db, payAmount, rate, await feeRate());
    if (belowOne(q.receive)) fail('exchangeReceiveTooSmall');
    return q;
  }

  /** The seller's own receiving account (OTC ads); anything else reads as a missing account. */
  async function ownAddress(userId: number, addressId: number | undefined) {
    if (addressId === undefined) return undefined;
    const address = await repo.findAddress(db, addressId);
    if (!address || address.userId !== userId) fail('exchangeAccountInvalid');
    return address!.id;
  }

  /** The ad locked for the seller's `action`; strangers get 404, a move the table refuses changes nothing. */
  async function lockOwn(tx: Db, userId: number, id: number, action: ExchangeAdAction) {
    const row = await repo.lockAd(tx, id);
    if (!row || row.sellerId !== userId) fail('notFound');
    const step = exchangeAdTransition(row!.status, action, 'seller') ?? fail('exchangeWrongState');
    return { row: row!, step };
  }

  const adFlow = (id: number) => ({ relatedType: EXCHANGE_AD_RELATED_TYPE, relatedId: id });

  /** Freezes `total` for ad `id` and opens the seller's in-progress history row; answers the hold. */
  async function freeze(
    tx: Db,
    ad: { id: number; sellerId: number; payCurrencyId: number; fee: string },
    total: string,
    payAmount: string,
    idempotency: { scope: string; key: string; request: unknown },
  ) {
    const account = await ledger.accountFor(ad.sellerId, ad.payCurrencyId, tx);
    const held = await ledger.hold(
      {
        account,
        amount: total,
        kind: 'exchangeAd',
        reference: `${EXCHANGE_AD_RELATED_TYPE}:${ad.id}`,
        idempotency,
      },
      tx,
    );
    await flows.createFlow(
      {
        userId: ad.sellerId,
        type: FlowType.exchange,
        direction: FlowDirection.out,
        status: FlowStatus.inProgress,
        currencyId: ad.payCurrencyId,
        amount: payAmount,
        fee: ad.fee,
        relatedType: EXCHANGE_AD_RELATED_TYPE,
        relatedId: ad.id,
        txId: held.txId,
      },
      tx,
    );
    return held;
  }

  /** The ad, its hold and the seller's history row in one transaction; a retry under the key answers the first. */
  async function place(
    userId: number,
    body: Omit<ExchangePublishBody, 'payPassword'>,
    addressId: number | undefined,
    idemKey: string,
  ) {
    const q = await quote(body.payAmount, body.rate);
    const request = {
      type: body.type,
      payCurrencyId: body.payCurrencyId,
      payAmount: body.payAmount,
      receiveCurrencyId: body.receiveCurrencyId,
      rate: body.rate,
      remark: body.remark,
      addressId: addressId ?? null,
    };
    const requestHash = hashOf(request);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const inserted = await repo.insertAdOnce(tx, {
        sellerId: userId,
        type: body.type,
        payCurrencyId: body.payCurrencyId,
        payAmount: body.payAmount,
        receiveCurrencyId: body.receiveCurrencyId,
        receiveAmount: q.receive,
        rate: body.rate,
        fee: q.fee,
        remark: body.remark,
        addressId: addressId ?? null,
        status: ExchangeAdStatus.onShelf,
        idemKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) {
        const first = (await repo.findAdByKey(tx, userId, idemKey))!;
        if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
        return { row: first, fresh: false };
      }
      const { total } = await repo.compare(tx, body.payAmount, q.fee, '0');
      const held = await freeze(tx, inserted, total, body.payAmount, {
        scope: `${EXCHANGE_AD_RELATED_TYPE}:${userId}`,
        key: idemKey,
        request,
      });
      return { row: await repo.updateAd(tx, inserted.id, { holdId: held.holdId }), fresh: true };
    });
  }

  const service = {
    feeRate,
    namesOf,
    presentOne: async (viewerId: number, row: ExchangeAdRow) => (await presentMany(viewerId, [row]))[0]!,

    async saveAddress(userId: number, body: ExchangeAddressBody): Promise<ExchangeAddressVo> {
      const row = await repo.insertAddress(db, { ...body, userId, createdAt: clock.now() });
      return presentAddress(row);
    },

    /** The demo world's receiving account: the same bank and number again answers the one saved first. */
    async saveAddressOnce(userId: number, body: ExchangeAddressBody): Promise<ExchangeAddressVo> {
      const saved = await repo.findAddressOf(db, userId, body.bankName, body.accountNumber);
      return saved ? presentAddress(saved) : service.saveAddress(userId, body);
    },

    /** The owner's receiving account; a counterpart may read it through an order (exchange-order.service.ts). */
    async address(viewerId: number, id: number, mayRead: (ownerId: number) => Promise<boolean>) {
      const row = await repo.findAddress(db, id);
      if (!row || (row.userId !== viewerId && !(await mayRead(row.userId)))) fail('notFound');
      return presentAddress(row!);
    },

    /** POST /app/trade/exchange/checkMoney: does the available balance cover pay amount + fee? */
    async checkMoney(
      userId: number,
      payCurrencyId: number,
      payAmount: string,
    ): Promise<ExchangeCheckMoneyVo> {
      const balance = (await accounts.balanceOf(userId, payCurrencyId)) ?? fail('currencyUnknown');
      const q = await repo.quote(db, payAmount, '1', await feeRate());
      const { total, sufficient } = await repo.compare(db, payAmount, q.fee, balance!.balance);
      return {
        sufficient,
        available: balance!.balance,
        fee: q.fee,
        required: total,
        currencyId: payCurrencyId,
      };
    },

    async publish(userId: number, body: ExchangePublishBody, idemKey: string): Promise<ExchangeAdVo> {
      const addressId = body.type === ExchangeType.otc ? await ownAddress(userId, body.addressId) : undefined;
      if (!(await accounts.balanceOf(userId, body.receiveCurrencyId))) fail('currencyUnknown');
      await payPassword.verifyPayPassword(userId, body.payPassword);
      const { row } = await place(userId, body, addressId, idemKey);
      return service.presentOne(userId, row);
    },

    /**
     * The demo world's ads (seed/demo-exchange.ts): the same ad, hold and history as a publish, without the pay
     * password the demo users never set; answers whether this key made it now.
     */
    async seedAd(userId: number, body: Omit<ExchangePublishBody, 'payPassword'>, idemKey: string) {
      const addressId = body.type === ExchangeType.otc ? await ownAddress(userId, body.addressId) : undefined;
      return (await place(userId, body, addressId, idemKey)).fresh;
    },

    /**
     * PUT /app/trade/exchange: new amount, rate, remark (and account) while nobody has responded. A changed amount
     * re-freezes: the old hold released and the new one taken in the same transaction, under the caller's key.
     */
    async edit(userId: number, body: ExchangeEditBody, idemKey: string): Promise<ExchangeAdVo> {
      const before = await repo.findAd(db, body.id);
      if (!before || before.sellerId !== userId) fail('notFound');
      const addressId =
        before!.type === ExchangeType.otc
          ? await ownAddress(userId, body.addressId ?? before!.addressId ?? undefined)
          : undefined;
      await payPassword.verifyPayPassword(userId, body.payPassword);
      const q = await quote(body.payAmount, body.rate);
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockOwn(tx, userId, body.id, 'edit');
        const patch = {
          payAmount: body.payAmount,
          rate: body.rate,
          receiveAmount: q.receive,
          fee: q.fee,
          remark: body.remark,
          addressId: addressId ?? null,
          status: step.next,
          updatedAt: clock.now(),
        };
        const same = await repo.compare(tx, row.payAmount, row.fee, '0');
        const next = await repo.compare(tx, body.payAmount, q.fee, '0');
        if (same.total === next.total) return repo.updateAd(tx, row.id, patch);
        const scope = `${EXCHANGE_AD_RELATED_TYPE}:edit:${row.id}`;
        const request = { id: row.id, payAmount: body.payAmount, rate: body.rate };
        const released = await ledger.release(
          {
            holdId: row.holdId!,
            kind: 'exchangeAd',
            idempotency: { scope, key: `${idemKey}:release`, request },
          },
          tx,
        );
        if (released.replayed) return row;
        await flows.updateFlowStatus({ ...adFlow(row.id), userId }, FlowStatus.cancelled, null, tx);
        const held = await freeze(tx, { ...row, fee: q.fee }, next.total, body.payAmount, {
          scope,
          key: `${idemKey}:hold`,
          request,
        });
        return repo.updateAd(tx, row.id, { ...patch, holdId: held.holdId });
      });
      return service.presentOne(userId, row);
    },

    async setShelf(userId: number, id: number, onShelf: boolean): Promise<ExchangeAdVo> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockAd(tx, id);
        if (!current || current.sellerId !== userId) fail('notFound');
        const wanted = onShelf ? ExchangeAdStatus.onShelf : ExchangeAdStatus.offShelf;
        if (current!.status === wanted) return current!;
        const { row, step } = await lockOwn(tx, userId, id, onShelf ? 'shelfOn' : 'shelfOff');
        return repo.updateAd(tx, row.id, { status: step.next, updatedAt: clock.now() });
      });
      return service.presentOne(userId, row);
    },

    /** POST /app/trade/exchange/cancel: only while nobody has responded (spec §4); the frozen money goes back. */
    async cancel(userId: number, id: number): Promise<ExchangeAdVo> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockAd(tx, id);
        if (!current || current.sellerId !== userId) fail('notFound');
        if (current!.status === ExchangeAdStatus.cancelled) return current!;
        const { row, step } = await lockOwn(tx, userId, id, 'cancel');
        await ledger.release(
          {
            holdId: row.holdId!,
            kind: 'exchangeAd',
            reference: `${EXCHANGE_AD_RELATED_TYPE}:${row.id}`,
            idempotency: { scope: `${EXCHANGE_AD_RELATED_TYPE}:release`, key: String(row.id) },
          },
          tx,
        );
        await flows.updateFlowStatus({ ...adFlow(row.id), userId }, FlowStatus.cancelled, null, tx);
        return repo.updateAd(tx, row.id, { status: step.next, updatedAt: clock.now() });
      });
      return service.presentOne(userId, row);
    },

    /** GET /app/trade/exchange/{id}: an ad on the market, or any of one's own; others 404. */
    async detail(viewerId: number, id: number, isParty: (adId: number) => Promise<boolean>) {
      const row = await repo.findAd(db, id);
      const visible =
        row &&
        (row.status === ExchangeAdStatus.onShelf ||
          row.sellerId === viewerId ||
          (await isParty(row.id)) ||
          (await users.isStaff(viewerId)));
      if (!visible) fail('notFound');
      return service.presentOne(viewerId, row!);
    },

    /** GET /app/trade/exchange/list: all = the market (on shelf), my = one's own in every status. */
    async list(viewerId: number, query: ExchangeListQuery) {
      const { rows, total } = await repo.adPage(
        db,
        {
          sellerId: query.scope === 'my' ? viewerId : undefined,
          type: query.type,
          payCurrencyId: query.payCurrencyId,
          receiveCurrencyId: query.receiveCurrencyId,
          sort: query.sort,
        },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      );
      return { rows: await presentMany(viewerId, rows), total };
    },
  };
  return service;
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
