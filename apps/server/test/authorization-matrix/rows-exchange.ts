import { CurrencyId, ExchangeType, IDEMPOTENCY_HEADER, ResultCode as C } from '@volna/contracts';
import { newKey, PAY_PASSWORD, type Person } from './fixtures.ts';
import {
  type Cell,
  denied,
  ok,
  own,
  type Outcome,
  type Role,
  type Row,
  staffOnly,
  unauth,
  parties,
  ownRow,
} from './matrix.ts';
import { adTerms, otcTerms } from './shown-terms.ts';

// Currency exchange (issue 13). A publishes fresh ads (100 RUB for 1 USD); M is the buyer who takes them (the order's
// other party); S and staff (as a user) are neither side.

const adBody = (type: number, addressId?: number) => ({
  type,
  payCurrencyId: CurrencyId.RUB,
  payAmount: '100',
  receiveCurrencyId: CurrencyId.USD,
  rate: '0.01',
  payPassword: PAY_PASSWORD,
  ...(addressId ? { addressId } : {}),
});

const address = (c: Cell, who: Person) =>
  c.t.app.services.exchange.saveAddress(who.id, {
    country: 'RU',
    bankName: 'Matrix bank',
    accountNumber: '2200700123456789',
    holderName: 'Matrix',
    remark: '',
  });

/** 1 USD into `who`'s wallet from the top-up float (a recorded inflow, so the ledger stays balanced). */
async function dollarFor(c: Cell, who: Person) {
  const { ledger } = c.t.app.services.wallet;
  const float = await ledger.platformAccount('topup_float', CurrencyId.USD);
  const account = await ledger.accountFor(who.id, CurrencyId.USD);
  await ledger.post({
    kind: 'matrixFunding',
    legs: [
      { account: float, amount: '-1' },
      { account, amount: '1' },
    ],
  });
}

/** A's fresh ad (platform unless `otc`). */
async function freshAd(c: Cell, otc = false) {
  const A = c.f.A;
  const addressId = otc ? (await address(c, A)).id : undefined;
  const ad = await c.t.app.services.exchange.publish(
    A.id,
    { ...adBody(otc ? ExchangeType.otc : ExchangeType.platform, addressId), remark: '' } as never,
    newKey(),
  );
  return ad.id;
}

/** A take of A's fresh platform ad at the terms its popup shows. */
async function takeBody(c: Cell) {
  const exchangeId = await freshAd(c);
  return { exchangeId, ...(await adTerms(c, exchangeId)), payPassword: PAY_PASSWORD };
}

/** A's OTC ad taken by M; with `stage` also confirmed + voucher, or under A's complaint. */
async function freshOrder(c: Cell, stage?: 'voucher' | 'complaint') {
  const { exchangeOrders } = c.t.app.services;
  const adId = await freshAd(c, true);
  const order = await exchangeOrders.create(
    c.f.M.id,
    { exchangeId: adId, ...(await adTerms(c, adId)) },
    newKey(),
  );
  if (stage === 'voucher')
    await exchangeOrders.certificateA(c.f.M.id, {
      id: order.id,
      senderName: 'Matrix M',
      senderAccount: '4276380012345678',
      senderBank: 'Matrix bank',
      remark: '',
      certificateUrl: await c.f.upload(c.f.M),
    });
  if (stage === 'complaint') await exchangeOrders.dispute(c.f.A.id, order.id, 'complaint', 'matrix');
  return order;
}

/** A's OTC desk order; `paidOut` walks it to 4 by staff. */
async function freshOtc(c: Cell, paidOut = false) {
  const { otcExchange } = c.t.app.services;
  const A = c.f.A;
  const order = await otcExchange.create(
    A.id,
    {
      currencyId: CurrencyId.RUB,
      amount: '100',
      receiveCurrencyId: CurrencyId.USD,
      addressId: (await address(c, A)).id,
      ...(await otcTerms(c, A.id, CurrencyId.RUB, CurrencyId.USD, '100')),
      payPassword: PAY_PASSWORD,
    },
    newKey(),
  );
  if (paidOut)
    for (const action of ['accept', 'startPayout', 'payoutSent'] as const)
      await otcExchange.staffDecide(c.f.staff.id, { id: order.id, action, note: '' });
  return order.id;
}

const partyStep = parties;
const ownerOnly: Record<Role, Outcome> = partyStep(ok, denied(C.notFound));

export const exchangeRows: Row[] = [
  ownRow('GET', '/app/trade/exchange/list', () => ({ query: { scope: 'my' } })),
  {
    method: 'GET',
    path: '/app/trade/exchange/:id',
    scenario: 'A’s OTC ad M has taken (off the market): its parties and staff',
    request: async (c) => ({ url: `/app/trade/exchange/${(await freshOrder(c)).exchangeId}` }),
    expect: { ...partyStep(ok, ok), staff: ok },
  },
  ownRow('POST', '/app/trade/exchange', () => ({
    headers: { [IDEMPOTENCY_HEADER]: newKey() },
    body: adBody(ExchangeType.platform),
  })),
  {
    method: 'PUT',
    path: '/app/trade/exchange',
    scenario: 'A’s fresh ad: only A edits it',
    request: async (c) => ({
      url: '/app/trade/exchange',
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      body: { id: await freshAd(c), payAmount: '120', rate: '0.01', payPassword: PAY_PASSWORD },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/app/trade/exchange/cancel',
    scenario: 'A’s fresh ad: only A cancels it',
    request: async (c) => ({ url: '/app/trade/exchange/cancel', body: { id: await freshAd(c) } }),
    expect: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/app/trade/exchange/setShelfStatus',
    scenario: 'A’s fresh ad: only A shelves it',
    request: async (c) => ({
      url: '/app/trade/exchange/setShelfStatus',
      body: { id: await freshAd(c), onShelf: false },
    }),
    expect: ownerOnly,
  },
  ownRow('POST', '/app/trade/exchange/checkMoney', () => ({
    body: { payCurrencyId: CurrencyId.RUB, payAmount: '10' },
  })),
  ownRow('GET', '/app/trade/exchangeOrder/list'),
  {
    method: 'GET',
    path: '/app/trade/exchangeOrder/listByTrade',
    scenario: 'the orders of A’s ad: only its seller lists them',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/listByTrade',
      query: { exchangeId: String((await freshOrder(c)).exchangeId) },
    }),
    expect: partyStep(ok, denied(C.notFound)),
  },
  {
    method: 'GET',
    path: '/app/trade/exchangeOrder/:id',
    scenario: 'A’s ad taken by M: its parties and staff',
    request: async (c) => ({ url: `/app/trade/exchangeOrder/${(await freshOrder(c)).id}` }),
    expect: { ...partyStep(ok, ok), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/trade/exchangeOrder',
    scenario: 'A’s fresh platform ad: anyone but A may take it',
    request: async (c) => {
      // The buyer pays 1 USD from his wallet; other rows may have spent the fixtures' dollars.
      await dollarFor(c, c.me);
      return {
        url: '/app/trade/exchangeOrder',
        headers: { [IDEMPOTENCY_HEADER]: newKey() },
        body: await takeBody(c),
      };
    },
    expect: { guest: unauth, stranger: ok, member: ok, owner: denied(C.exchangeOwnAd), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/trade/exchangeOrder/checkMoney',
    scenario: 'A’s fresh ad on the market',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/checkMoney',
      body: { exchangeId: await freshAd(c) },
    }),
    expect: { guest: unauth, stranger: ok, member: ok, owner: ok, staff: ok },
  },
  {
    method: 'PUT',
    path: '/app/trade/exchangeOrder/submitsCertificateA',
    scenario: 'the buyer’s paying account on A’s ad M has taken',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/submitsCertificateA',
      body: {
        id: (await freshOrder(c)).id,
        senderName: 'x',
        senderAccount: '4276380012345678',
        senderBank: 'b',
      },
    }),
    expect: partyStep(denied(C.exchangeNotParty), ok),
  },
  {
    method: 'PUT',
    path: '/app/trade/exchangeOrder/submitsCertificateB',
    scenario: 'the seller confirms receipt after M’s voucher',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/submitsCertificateB',
      body: { id: (await freshOrder(c, 'voucher')).id },
    }),
    expect: partyStep(ok, denied(C.exchangeNotParty)),
  },
  {
    method: 'POST',
    path: '/app/trade/exchangeOrder/complaint',
    scenario: 'A’s ad M has taken',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/complaint',
      body: { id: (await freshOrder(c)).id, reason: 'matrix' },
    }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'POST',
    path: '/app/trade/exchangeOrder/cancel/order',
    scenario: 'A’s ad M has taken: either party asks support to cancel',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/cancel/order',
      body: { id: (await freshOrder(c)).id, reason: 'matrix' },
    }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'POST',
    path: '/app/trade/exchangeOrder/cancel/complaint',
    scenario: 'A’s complaint: only A withdraws it',
    request: async (c) => ({
      url: '/app/trade/exchangeOrder/cancel/complaint',
      body: { id: (await freshOrder(c, 'complaint')).id },
    }),
    expect: partyStep(ok, denied(C.exchangeNoDispute)),
  },
  ownRow('POST', '/app/trade/exchangeAddress', () => ({
    body: { country: 'RU', bankName: 'b', accountNumber: '2200700123456789', holderName: 'h' },
  })),
  {
    method: 'GET',
    path: '/app/trade/exchangeAddress/:id',
    scenario: 'A’s receiving account on the OTC ad M has taken',
    request: async (c) => ({ url: `/app/trade/exchangeAddress/${(await freshOrder(c)).addressId}` }),
    expect: { ...partyStep(ok, ok), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/trade/otcExchangeOrder',
    scenario: 'the caller’s own receiving account',
    request: async (c) => ({
      url: '/app/trade/otcExchangeOrder',
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      body: {
        currencyId: CurrencyId.RUB,
        amount: '1000',
        receiveCurrencyId: CurrencyId.USD,
        addressId: (await address(c, c.me)).id,
        ...(await otcTerms(c, c.f.A.id, CurrencyId.RUB, CurrencyId.USD, '1000')),
        payPassword: PAY_PASSWORD,
      },
    }),
    expect: own(),
  },
  ownRow('GET', '/app/trade/otcExchangeOrder/list'),
  {
    method: 'POST',
    path: '/app/trade/otcExchangeOrder/cancel',
    scenario: 'A’s waiting OTC order',
    request: async (c) => ({ url: '/app/trade/otcExchangeOrder/cancel', body: { id: await freshOtc(c) } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/app/trade/otcExchangeOrder/confirm',
    scenario: 'A’s OTC order paid out by staff',
    request: async (c) => ({
      url: '/app/trade/otcExchangeOrder/confirm',
      body: { id: await freshOtc(c, true) },
    }),
    expect: ownerOnly,
  },
  {
    method: 'GET',
    path: '/admin/api/exchange/order/list',
    request: () => ({ url: '/admin/api/exchange/order/list', query: { disputed: 'true' } }),
    expect: staffOnly(undefined, ok),
  },
  {
    method: 'GET',
    path: '/admin/api/exchange/order/:id',
    scenario: 'A’s order under complaint, with the parties’ chat',
    request: async (c) => ({ url: `/admin/api/exchange/order/${(await freshOrder(c, 'complaint')).id}` }),
    expect: staffOnly(denied(403), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/exchange/order/decide',
    scenario: 'A’s order under complaint, cancelled (the ad back on the shelf)',
    request: async (c) => ({
      url: '/admin/api/exchange/order/decide',
      body: { id: (await freshOrder(c, 'complaint')).id, decision: 'cancel' },
    }),
    expect: staffOnly(denied(403), ok),
  },
  {
    method: 'GET',
    path: '/admin/api/exchange/otc/list',
    request: () => ({ url: '/admin/api/exchange/otc/list' }),
    expect: staffOnly(undefined, ok),
  },
  {
    method: 'POST',
    path: '/admin/api/exchange/otc/decide',
    scenario: 'A’s waiting OTC order accepted by the desk: platform administrators only',
    request: async (c) => ({
      url: '/admin/api/exchange/otc/decide',
      body: { id: await freshOtc(c), action: 'accept' },
    }),
    expect: staffOnly(),
  },
];
