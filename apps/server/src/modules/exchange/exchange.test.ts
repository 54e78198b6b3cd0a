import {
  ExchangeAdStatus,
  ExchangeOrderState,
  ExchangeType,
  OtcOrderState,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditOf } from '../admin/admin.test-support.ts';
import {
  addressOf,
  balanceOf,
  CNY,
  call,
  certificateA,
  customerService,
  expectLedgerIntact,
  feesOf,
  otcAd,
  otcTerms,
  PAY_PASSWORD,
  platformAdmin,
  publish,
  published,
  RUB,
  take,
  taken,
  trader,
  voucher,
} from './exchange.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const counts = async () =>
  (
    await queryRows<{ ads: number; orders: number; postings: number; flows: number }>(
      t.db,
      sql`select (select count(*)::int from exchange_ads) as ads, (select count(*)::int from exchange_orders) as orders,
                 (select count(*)::int from postings) as postings, (select count(*)::int from flows) as flows`,
    )
  )[0]!;

/** Refused with this code, and nothing written. */
async function refused(res: Promise<{ status: number; body: any }>, code: number) {
  const before = await counts();
  const { body } = await res;
  expect(body.code).toBe(code);
  expect(await counts()).toEqual(before);
  return body;
}

describe('platform-settled exchange', () => {
  it('publish freezes pay + fee; taking it moves both legs and the fee in one journal transaction', async () => {
    const seller = await trader(t, '1000', '0');
    const buyer = await trader(t, '0', '50');
    const res = await publish(t, seller);
    expect(res.body.data).toMatchObject({
      status: ExchangeAdStatus.onShelf,
      payAmount: '100.0000',
      receiveAmount: '8.0000',
      rate: '0.08',
      fee: '0.2000',
      mine: true,
    });
    expect(await balanceOf(t, seller.id)).toEqual({ available: 899.8, frozen: 100.2 });

    const order = await take(t, buyer, res.body.data.id);
    expect(order.body.data).toMatchObject({ state: ExchangeOrderState.platformPaid, step: 5, role: 'buyer' });
    expect(await balanceOf(t, seller.id)).toEqual({ available: 899.8, frozen: 0 });
    expect(await balanceOf(t, seller.id, CNY)).toEqual({ available: 8, frozen: 0 });
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 100, frozen: 0 });
    expect(await balanceOf(t, buyer.id, CNY)).toEqual({ available: 42, frozen: 0 });
    expect(await feesOf(t)).toBeCloseTo(0.2);
    const [journal] = await queryRows<{ n: number; txs: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct tx_id)::int as txs from postings
          where tx_id = (select max(id) from journal_transactions where kind = 'exchange')`,
    );
    expect(journal).toEqual({ n: 5, txs: 1 });
    const ad = await call(t, seller, 'GET', `/app/trade/exchange/${res.body.data.id}`);
    expect(ad.body.data.status).toBe(ExchangeAdStatus.sold);
    // history rows: the seller's out completed and his CNY in, the buyer's CNY out and RUB in
    const flows = await call(t, seller, 'GET', '/app/flow/list');
    expect(flows.body.rows.map((f: any) => [f.direction, f.status, f.amount])).toEqual(
      expect.arrayContaining([
        [2, 2, '100.0000'],
        [1, 2, '8.0000'],
      ]),
    );
  });

  it('a retried take under the same key answers the first order; another key is "already taken"', async () => {
    const seller = await trader(t);
    const buyer = await trader(t);
    const id = await published(t, seller);
    const first = await take(t, buyer, id, 'k-1');
    const again = await take(t, buyer, id, 'k-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    await refused(take(t, buyer, id, 'k-2'), ResultCode.exchangeAlreadyTaken);
  });

  it('50 buyers at once: exactly one wins, the other 49 hear "already taken" and keep their money', async () => {
    const seller = await trader(t, '1000', '0');
    const id = await published(t, seller);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => trader(t, '0', '10')));
    const results = await Promise.all(buyers.map((b) => take(t, b, id)));
    const won = results.filter((r) => r.body.code === 200);
    const lost = results.filter((r) => r.body.code === ResultCode.exchangeAlreadyTaken);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(lost[0]!.status).toBe(409);
    expect(lost[0]!.body.msg).toBe('Someone else has already taken this exchange');
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from exchange_orders where ad_id = ${id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    let untouched = 0;
    for (const b of buyers) if ((await balanceOf(t, b.id, CNY)).available === 10) untouched++;
    expect(untouched).toBe(49);
  }, 120_000);

  it('a buyer short of the receive currency is refused and nothing moves', async () => {
    const seller = await trader(t);
    const buyer = await trader(t, '0', '1');
    const id = await published(t, seller);
    const check = await call(t, buyer, 'POST', '/app/trade/exchangeOrder/checkMoney', { exchangeId: id });
    expect(check.body.data).toMatchObject({ sufficient: false, required: '8.0000' });
    await refused(take(t, buyer, id), ResultCode.insufficientBalance);
    expect((await call(t, seller, 'GET', `/app/trade/exchange/${id}`)).body.data.status).toBe(
      ExchangeAdStatus.onShelf,
    );
  });
});

describe('ad rules (spec §4, §5)', () => {
  it('refuses bad terms with a clear message and writes nothing', async () => {
    const seller = await trader(t);
    await refused(publish(t, seller, { receiveCurrencyId: RUB }), ResultCode.exchangeSameCurrency);
    await refused(publish(t, seller, { payAmount: '0.5' }), ResultCode.amountInvalid);
    await refused(publish(t, seller, { payAmount: '1.23456' }), ResultCode.amountInvalid);
    await refused(publish(t, seller, { payAmount: 'abc' }), ResultCode.amountInvalid);
    await refused(publish(t, seller, { rate: '0' }), ResultCode.amountInvalid);
    await refused(publish(t, seller, { payAmount: '10', rate: '0.01' }), ResultCode.exchangeReceiveTooSmall);
    await refused(publish(t, seller, { type: ExchangeType.otc }), ResultCode.exchangeAccountInvalid);
    await refused(publish(t, seller, { payAmount: '5000' }), ResultCode.insufficientBalance);
    await refused(publish(t, seller, { payPassword: '000000' }), ResultCode.payPasswordWrong);
    const body = await refused(
      publish(t, seller, { receiveCurrencyId: RUB }),
      ResultCode.exchangeSameCurrency,
    );
    expect(body.msg).toBe('The selling and receiving currencies must differ');
    const other = await trader(t);
    const foreign = await addressOf(t, other);
    await refused(
      publish(t, seller, { type: ExchangeType.otc, addressId: foreign }),
      ResultCode.exchangeAccountInvalid,
    );
    const address = await call(t, seller, 'POST', '/app/trade/exchangeAddress', {
      country: 'china',
      bankName: 'ICBC',
      accountNumber: '6222',
      holderName: 'Li',
    });
    expect(address.body.code).toBe(ResultCode.exchangeCountryInvalid);
  });

  it('edit re-freezes the new amount; shelf off hides it; cancel releases; afterwards only via support', async () => {
    const seller = await trader(t, '1000', '0');
    const buyer = await trader(t, '0', '100');
    const id = await published(t, seller);
    const edited = await call(
      t,
      seller,
      'PUT',
      '/app/trade/exchange',
      { id, payAmount: '200', rate: '0.09', remark: 'x', payPassword: PAY_PASSWORD },
      'edit-1',
    );
    expect(edited.body.data).toMatchObject({
      payAmount: '200.0000',
      receiveAmount: '18.0000',
      fee: '0.4000',
    });
    expect(await balanceOf(t, seller.id)).toEqual({ available: 799.6, frozen: 200.4 });
    const off = await call(t, seller, 'PUT', '/app/trade/exchange/setShelfStatus', { id, onShelf: false });
    expect(off.body.data.status).toBe(ExchangeAdStatus.offShelf);
    const market = await call(t, buyer, 'GET', '/app/trade/exchange/list');
    expect(market.body.rows.map((r: any) => r.id)).not.toContain(id);
    await refused(take(t, buyer, id), ResultCode.exchangeWrongState);
    await call(t, seller, 'PUT', '/app/trade/exchange/setShelfStatus', { id, onShelf: true });
    const cancelled = await call(t, seller, 'POST', '/app/trade/exchange/cancel', { id });
    expect(cancelled.body.data.status).toBe(ExchangeAdStatus.cancelled);
    expect(await balanceOf(t, seller.id)).toEqual({ available: 1000, frozen: 0 });

    const sold = await published(t, seller);
    await taken(t, buyer, sold);
    await refused(
      call(t, seller, 'POST', '/app/trade/exchange/cancel', { id: sold }),
      ResultCode.exchangeWrongState,
    );
    await refused(
      call(
        t,
        seller,
        'PUT',
        '/app/trade/exchange',
        { id: sold, payAmount: '5', rate: '1', payPassword: PAY_PASSWORD },
        'e',
      ),
      ResultCode.exchangeWrongState,
    );
  });

  it('lists the market newest first or by rate, and my ads in every status', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const low = await published(t, a, { rate: '0.07' });
    const high = await published(t, b, { rate: '0.1' });
    const mid = await published(t, a, { rate: '0.09' });
    const ours = [low, high, mid];
    const ids = async (query: Record<string, string>, who = b) =>
      (
        await t.call('GET', '/app/trade/exchange/list', {
          token: who.token,
          query: { pageSize: '100', ...query },
        })
      ).body.rows
        .map((r: any) => r.id)
        .filter((id: number) => ours.includes(id));
    expect(await ids({ sort: 'newest' })).toEqual([mid, high, low]);
    expect(await ids({ sort: 'rateAsc' })).toEqual([low, mid, high]);
    expect(await ids({ sort: 'rateDesc' })).toEqual([high, mid, low]);
    await call(t, a, 'POST', '/app/trade/exchange/cancel', { id: low });
    expect(await ids({ scope: 'my' }, a)).toEqual([mid, low]);
    expect(await ids({ sort: 'newest' })).toEqual([mid, high]);
    const bad = await t.call('GET', '/app/trade/exchange/list', { token: a.token, query: { sort: 'price' } });
    expect(bad.body.code).toBe(ResultCode.badRequest);
  });
});

describe('OTC exchange order (states 1–6)', () => {
  it('buyer confirms and uploads the voucher, the seller confirms receipt, the platform pays the buyer', async () => {
    const seller = await trader(t, '1000', '0');
    const buyer = await trader(t, '0', '0');
    const id = await otcAd(t, seller);
    const order = await take(t, buyer, id);
    expect(order.body.data).toMatchObject({
      state: ExchangeOrderState.launched,
      actions: expect.arrayContaining(['confirmPayment', 'uploadVoucher']),
    });
    const orderId = order.body.data.id as number;
    // the buyer may now read the seller's receiving account; a stranger may not
    const addressId = order.body.data.addressId as number;
    expect(
      (await call(t, buyer, 'GET', `/app/trade/exchangeAddress/${addressId}`)).body.data.holderName,
    ).toBe('Li Wei');
    const stranger = await trader(t);
    expect((await call(t, stranger, 'GET', `/app/trade/exchangeAddress/${addressId}`)).body.code).toBe(404);
    // the seller cannot take the buyer's step
    await refused(
      call(t, seller, 'PUT', '/app/trade/exchangeOrder/submitsCertificateA', certificateA(orderId)),
      ResultCode.exchangeNotParty,
    );
    const confirmed = await call(
      t,
      buyer,
      'PUT',
      '/app/trade/exchangeOrder/submitsCertificateA',
      certificateA(orderId),
    );
    expect(confirmed.body.data.state).toBe(ExchangeOrderState.buyerConfirmed);
    await refused(
      call(t, seller, 'PUT', '/app/trade/exchangeOrder/submitsCertificateB', { id: orderId }),
      ResultCode.exchangeOrderWrongState,
    );
    // someone else's upload is not a voucher
    const foreignUpload = await voucher(t, stranger);
    await refused(
      call(
        t,
        buyer,
        'PUT',
        '/app/trade/exchangeOrder/submitsCertificateA',
        certificateA(orderId, foreignUpload),
      ),
      ResultCode.exchangeProofInvalid,
    );
    const uploaded = await call(
      t,
      buyer,
      'PUT',
      '/app/trade/exchangeOrder/submitsCertificateA',
      certificateA(orderId, await voucher(t, buyer)),
    );
    expect(uploaded.body.data).toMatchObject({ state: ExchangeOrderState.voucherUploaded, step: 3 });
    const paid = await call(t, seller, 'PUT', '/app/trade/exchangeOrder/submitsCertificateB', {
      id: orderId,
      remark: 'received',
    });
    expect(paid.body.data).toMatchObject({ state: ExchangeOrderState.platformPaid, step: 5, actions: [] });
    expect(paid.body.data.history.map((h: any) => [h.fromState, h.toState, h.action])).toEqual([
      [null, 1, 'create'],
      [1, 2, 'confirmPayment'],
      [2, 3, 'uploadVoucher'],
      [3, 4, 'confirmReceipt'],
      [4, 5, 'pay'],
    ]);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 100, frozen: 0 });
    expect(await balanceOf(t, seller.id)).toEqual({ available: 899.8, frozen: 0 });
    expect((await call(t, seller, 'GET', `/app/trade/exchange/${id}`)).body.data.status).toBe(
      ExchangeAdStatus.sold,
    );
    const mine = await t.call('GET', '/app/trade/exchangeOrder/listByTrade', {
      token: seller.token,
      query: { exchangeId: String(id) },
    });
    expect(mine.body.rows.map((r: any) => r.id)).toEqual([orderId]);
    const theirs = await t.call('GET', '/app/trade/exchangeOrder/listByTrade', {
      token: buyer.token,
      query: { exchangeId: String(id) },
    });
    expect(theirs.body.code).toBe(404);
  });

  it('a complaint freezes the deal until staff decide; each decision is audited and moves the money once', async () => {
    const staff = await customerService(t);
    const seller = await trader(t, '1000', '0');
    const buyer = await trader(t, '0', '0');
    const orderOf = async () => {
      const id = await otcAd(t, seller);
      return { adId: id, orderId: await taken(t, buyer, id) };
    };

    // release to the buyer
    const first = await orderOf();
    const complained = await call(t, buyer, 'POST', '/app/trade/exchangeOrder/complaint', {
      id: first.orderId,
      reason: 'seller silent',
    });
    expect(complained.body.data).toMatchObject({ disputeKind: 'complaint', actions: ['withdrawComplaint'] });
    await refused(
      call(t, buyer, 'PUT', '/app/trade/exchangeOrder/submitsCertificateA', certificateA(first.orderId)),
      ResultCode.exchangeOrderDisputed,
    );
    await refused(
      call(t, seller, 'POST', '/app/trade/exchangeOrder/cancel/complaint', { id: first.orderId }),
      ResultCode.exchangeNoDispute,
    );
    const queue = await t.call('GET', '/admin/api/exchange/order/list', {
      token: staff.token,
      query: { disputed: 'true' },
    });
    expect(queue.body.rows.map((r: any) => r.id)).toEqual([first.orderId]);
    await t.app.services.chat.send(buyer.id, {
      conversationType: 1,
      targetId: String(seller.id),
      objectName: 'RC:TxtMsg',
      content: { content: 'I paid yesterday' },
      clientMsgId: 'exchange-chat-1',
    });
    const desk = await call(t, staff, 'GET', `/admin/api/exchange/order/${first.orderId}`);
    expect(desk.body.data.order).toMatchObject({
      id: first.orderId,
      role: 'staff',
      disputeReason: 'seller silent',
    });
    expect(desk.body.data.order.actions).toEqual(['releaseToBuyer', 'releaseToSeller', 'cancel']);
    expect(desk.body.data.messages.map((m: any) => [m.senderUserId, m.text])).toEqual([
      [buyer.id, 'I paid yesterday'],
    ]);
    const decided = await call(t, staff, 'POST', '/admin/api/exchange/order/decide', {
      id: first.orderId,
      decision: 'releaseToBuyer',
      note: 'proof ok',
    });
    expect(decided.body.data.state).toBe(ExchangeOrderState.platformPaid);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 100, frozen: 0 });
    await refused(
      call(t, staff, 'POST', '/admin/api/exchange/order/decide', {
        id: first.orderId,
        decision: 'releaseToSeller',
      }),
      ResultCode.exchangeOrderWrongState,
    );
    expect((await auditOf(t, staff.token, 'exchangeOrder', first.orderId)).map((a) => a.action)).toEqual([
      'exchangeOrder.releaseToBuyer',
    ]);

    // release to the seller: money back, the ad closed
    const second = await orderOf();
    await call(t, seller, 'POST', '/app/trade/exchangeOrder/cancel/order', {
      id: second.orderId,
      reason: 'no payment',
    });
    await call(t, staff, 'POST', '/admin/api/exchange/order/decide', {
      id: second.orderId,
      decision: 'releaseToSeller',
    });
    expect((await call(t, seller, 'GET', `/app/trade/exchange/${second.adId}`)).body.data.status).toBe(
      ExchangeAdStatus.cancelled,
    );

    // cancel: the ad back on the shelf, still frozen; withdrawing a complaint lets the deal go on
    const third = await orderOf();
    await call(t, buyer, 'POST', '/app/trade/exchangeOrder/complaint', { id: third.orderId, reason: 'x' });
    const withdrawn = await call(t, buyer, 'POST', '/app/trade/exchangeOrder/cancel/complaint', {
      id: third.orderId,
    });
    expect(withdrawn.body.data.disputeKind).toBeNull();
    const cancelled = await call(t, staff, 'POST', '/admin/api/exchange/order/decide', {
      id: third.orderId,
      decision: 'cancel',
    });
    expect(cancelled.body.data.state).toBe(ExchangeOrderState.cancelledByAdmin);
    expect((await call(t, seller, 'GET', `/app/trade/exchange/${third.adId}`)).body.data.status).toBe(
      ExchangeAdStatus.onShelf,
    );
    expect(await balanceOf(t, seller.id)).toEqual({ available: 799.6, frozen: 100.2 });

    // a plain member is not staff
    await refused(
      call(t, buyer, 'POST', '/admin/api/exchange/order/decide', { id: third.orderId, decision: 'cancel' }),
      403,
    );
  });
});

describe('OTC desk (states 0–7)', () => {
  it('freezes at the platform rate; staff accept, pay out, mark sent; the user confirms and the platform takes it', async () => {
    const user = await trader(t, '1000', '0');
    const admin = await platformAdmin(t);
    const cs = await customerService(t);
    const addressId = await addressOf(t, user);
    const body = {
      currencyId: RUB,
      amount: '100',
      receiveCurrencyId: CNY,
      addressId,
      ...(await otcTerms(t, user, RUB, '100', CNY)),
      payPassword: PAY_PASSWORD,
    };
    const res = await call(t, user, 'POST', '/app/trade/otcExchangeOrder', body, 'otc-1');
    expect(res.body.data).toMatchObject({ state: OtcOrderState.waitingToSell, amount: '100.0000' });
    const again = await call(t, user, 'POST', '/app/trade/otcExchangeOrder', body, 'otc-1');
    expect(again.body.data.id).toBe(res.body.data.id);
    const id = res.body.data.id as number;
    expect(await balanceOf(t, user.id)).toEqual({ available: 899.8, frozen: 100.2 });
    await refused(call(t, cs, 'POST', '/admin/api/exchange/otc/decide', { id, action: 'accept' }), 403);
    await refused(
      call(t, user, 'POST', '/app/trade/otcExchangeOrder/confirm', { id }),
      ResultCode.otcOrderWrongState,
    );
    for (const action of ['accept', 'startPayout', 'payoutSent'])
      expect((await call(t, admin, 'POST', '/admin/api/exchange/otc/decide', { id, action })).body.code).toBe(
        200,
      );
    await refused(
      call(t, user, 'POST', '/app/trade/otcExchangeOrder/cancel', { id }),
      ResultCode.otcOrderWrongState,
    );
    const done = await call(t, user, 'POST', '/app/trade/otcExchangeOrder/confirm', { id });
    expect(done.body.data.state).toBe(OtcOrderState.complete);
    expect(await balanceOf(t, user.id)).toEqual({ available: 899.8, frozen: 0 });
    const list = await call(t, user, 'GET', '/app/trade/otcExchangeOrder/list');
    expect(list.body.rows.map((r: any) => r.state)).toEqual([OtcOrderState.complete]);

    const second = await call(t, user, 'POST', '/app/trade/otcExchangeOrder', body, 'otc-2');
    await call(t, user, 'POST', '/app/trade/otcExchangeOrder/cancel', { id: second.body.data.id });
    expect(await balanceOf(t, user.id)).toEqual({ available: 899.8, frozen: 0 });
    const stranger = await trader(t);
    await refused(call(t, stranger, 'POST', '/app/trade/otcExchangeOrder/cancel', { id }), 404);
  });
});
