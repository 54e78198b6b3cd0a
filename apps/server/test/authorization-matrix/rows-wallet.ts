import { CurrencyId, IDEMPOTENCY_HEADER, ResultCode as C } from '@volna/contracts';
import { newKey, PAY_PASSWORD, RUB, USD } from './fixtures.ts';
import {
  type Cell,
  denied,
  na,
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

// Wallet, top-ups, merges, transfers and red packets. Money rows spend the caller's own balance; rows on A's objects
// (his flow, top-up, safe transfer to M, red packet in G) use fresh objects wherever the step changes them.

const idempotent = () => ({ [IDEMPOTENCY_HEADER]: newKey() });

/** A's own record: nobody else learns it exists. */
const onlyA = (member: Outcome = na('the object has no second party')) => parties(ok, member);

/** A safe-transfer step on A's transfer to M: `who` may take it; the other party hears notTransferParty. */
const transferStep = (who: 'sender' | 'receiver' | 'either'): Record<Role, Outcome> => ({
  guest: unauth,
  stranger: denied(C.notFound),
  member: who === 'sender' ? denied(C.notTransferParty) : ok,
  owner: who === 'receiver' ? denied(C.notTransferParty) : ok,
  staff: denied(C.notFound),
});

/** The group's red packets: its members, not outsiders. */
const gPacket: Record<Role, Outcome> = {
  guest: unauth,
  stranger: denied(C.redPacketNotMember),
  member: ok,
  owner: ok,
  staff: denied(C.redPacketNotMember),
};

const staffTopUpDecision = (path: string): Row => ({
  method: 'POST',
  path,
  scenario: 'A’s fresh top-up with its receipt',
  request: async (c) => ({ url: path, body: { id: await c.f.freshTopUp(true) } }),
  // Even its owner may not confirm his own top-up.
  expect: staffOnly(),
});

async function currentRequisites(c: Cell) {
  const banks = await c.t.app.services.topUps.staffBankAccounts(c.f.staff.id);
  const { active: _active, ...requisites } = banks.find((b) => b.bankCode === 'sberbank')!;
  return requisites;
}

export const walletRows: Row[] = [
  { method: 'GET', path: '/app/account/list', request: () => ({ url: '/app/account/list' }), expect: own() },
  { method: 'GET', path: '/app/flow/list', request: () => ({ url: '/app/flow/list' }), expect: own() },
  ownRow('GET', '/app/flow/monthlySummary'),
  {
    method: 'GET',
    path: '/app/flow/:id',
    scenario: 'A’s history row of his safe transfer to M',
    request: (c) => ({ url: `/app/flow/${c.f.flowIdA}` }),
    // M has his own row of the same transfer; A's row stays A's.
    expect: onlyA(denied(C.notFound)),
  },
  ownRow('GET', '/app/currency/mini/list'),
  ...['/app/currency/getExchangeRate', '/trade/exchange/getExchangeRate'].map(
    (path): Row => ({
      method: 'GET',
      path,
      request: () => ({ url: path, query: { fromCurrencyId: RUB, toCurrencyId: USD } }),
      expect: own(),
    }),
  ),
  ownRow('GET', '/app/currency/mini/checkTheExchangeRate', () => ({
    query: { fromCurrencyId: RUB, toCurrencyId: USD, amount: '100' },
  })),
  {
    method: 'PUT',
    path: '/admin/api/currency/rate',
    scenario: 'USDT’s price, set to what it is',
    request: async (c) => {
      const { rate } = await c.t.app.services.wallet.currency.rate(CurrencyId.USDT, RUB);
      return { url: '/admin/api/currency/rate', body: { currencyId: CurrencyId.USDT, rubPrice: rate } };
    },
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: '/admin/api/currency/rates',
    request: () => ({ url: '/admin/api/currency/rates' }),
    expect: staffOnly(),
  },
  {
    method: 'PUT',
    path: '/admin/api/currency/rate/override',
    scenario: 'USDT’s staff price stays the one in effect',
    request: () => ({
      url: '/admin/api/currency/rate/override',
      body: { currencyId: CurrencyId.USDT, override: true },
    }),
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: '/admin/api/ledger/check',
    request: () => ({ url: '/admin/api/ledger/check' }),
    expect: staffOnly(),
  },

  // QR top-up (Monday morning on the test clock: open)
  ownRow('POST', '/app/topup/qr', () => ({
    headers: idempotent(),
    body: { bankCode: 'sberbank', amount: '100' },
  })),
  { method: 'GET', path: '/app/topup/list', request: () => ({ url: '/app/topup/list' }), expect: own() },
  {
    method: 'GET',
    path: '/app/topup/:id',
    scenario: 'A’s top-up',
    request: (c) => ({ url: `/app/topup/${c.f.topUpId}` }),
    expect: onlyA(),
  },
  {
    method: 'POST',
    path: '/app/topup/proof',
    scenario: 'a receipt (the caller’s own upload) for A’s fresh top-up',
    request: async (c) => ({
      url: '/app/topup/proof',
      body: { id: await c.f.freshTopUp(), proofUrl: await c.f.upload(c.me) },
    }),
    expect: onlyA(),
  },
  {
    method: 'GET',
    path: '/admin/api/topup/list',
    request: () => ({ url: '/admin/api/topup/list' }),
    expect: staffOnly(),
  },
  staffTopUpDecision('/admin/api/topup/confirm'),
  staffTopUpDecision('/admin/api/topup/reject'),
  {
    method: 'GET',
    path: '/admin/api/topup/bankAccount/list',
    request: () => ({ url: '/admin/api/topup/bankAccount/list' }),
    expect: staffOnly(),
  },
  {
    method: 'PUT',
    path: '/admin/api/topup/bankAccount',
    scenario: 'Sberbank’s requisites, set to what they are',
    request: async (c) => ({ url: '/admin/api/topup/bankAccount', body: await currentRequisites(c) }),
    expect: staffOnly(),
  },

  // merge money: the caller's own balances
  ownRow('GET', '/app/wallet/merge/preview', () => ({
    query: { sourceCurrencyIds: String(USD), targetCurrencyId: RUB },
  })),
  {
    method: 'POST',
    path: '/app/wallet/merge',
    scenario: 'the caller’s dollars into roubles at the previewed rates',
    request: async (c) => {
      await c.f.fund(c.me.id, USD, '10');
      const quote = await c.t.app.services.merges.preview(c.me.id, {
        sourceCurrencyIds: [USD],
        targetCurrencyId: RUB,
      });
      return {
        url: '/app/wallet/merge',
        headers: idempotent(),
        body: {
          targetCurrencyId: RUB,
          items: quote.items.map((i) => ({ currencyId: i.currencyId, amount: i.amount })),
          ratesVersion: quote.ratesVersion,
          payPassword: PAY_PASSWORD,
        },
      };
    },
    expect: own(),
  },

  // transfers
  {
    method: 'GET',
    path: '/app/transfer/searchUserInfo',
    scenario: 'finds A by his exact number',
    request: async (c) => ({
      url: '/app/transfer/searchUserInfo',
      query: { areaCode: '+7', phone: await c.f.phoneOf(c.f.A) },
    }),
    expect: {
      guest: unauth,
      stranger: ok,
      member: ok,
      owner: na('finding oneself is refused as cannotTargetSelf, not about access'),
      staff: ok,
    },
    fixed: {
      stranger: '"who can find me by my number" defaults to Everybody',
      staff: '"who can find me by my number" defaults to Everybody',
    },
  },
  ownRow('GET', '/app/recharge/getPlatformTaxRate'),
  {
    method: 'POST',
    path: '/app/transfer',
    scenario: '1 RUB of the caller’s own to A (A: to M)',
    request: (c) => ({
      url: '/app/transfer',
      headers: idempotent(),
      body: {
        userId: (c.me.id === c.f.A.id ? c.f.M : c.f.A).id,
        currencyId: RUB,
        amount: '1',
        payPassword: PAY_PASSWORD,
      },
    }),
    expect: own(),
  },
  {
    method: 'GET',
    path: '/app/transfer/:id',
    scenario: 'A’s safe transfer to M',
    request: (c) => ({ url: `/app/transfer/${c.f.safeTransferId}` }),
    expect: { ...onlyA(ok), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/transfer/document',
    scenario: 'the document (the caller’s own upload) for A’s fresh safe transfer to M',
    request: async (c) => ({
      url: '/app/transfer/document',
      body: {
        id: await c.f.freshSafeTransfer(),
        documentUrl: await c.f.upload(c.me),
        documentName: 'contract',
      },
    }),
    expect: transferStep('receiver'),
  },
  {
    method: 'POST',
    path: '/app/transfer/confirm',
    scenario: 'A’s fresh safe transfer with M’s document',
    request: async (c) => ({
      url: '/app/transfer/confirm',
      body: { id: await c.f.freshSafeTransfer('confirming'), payPassword: PAY_PASSWORD },
    }),
    expect: transferStep('sender'),
  },
  {
    method: 'POST',
    path: '/app/transfer/reject',
    scenario: 'A’s fresh safe transfer with M’s document',
    request: async (c) => ({
      url: '/app/transfer/reject',
      body: { id: await c.f.freshSafeTransfer('confirming') },
    }),
    expect: transferStep('sender'),
  },
  {
    method: 'POST',
    path: '/app/transfer/requestCancel',
    scenario: 'A’s fresh safe transfer to M',
    request: async (c) => ({
      url: '/app/transfer/requestCancel',
      body: { id: await c.f.freshSafeTransfer() },
    }),
    expect: transferStep('either'),
  },
  {
    method: 'POST',
    path: '/admin/api/transfer/cancel',
    scenario: 'A’s fresh safe transfer to M',
    request: async (c) => ({
      url: '/admin/api/transfer/cancel',
      body: { id: await c.f.freshSafeTransfer(), reason: 'Matrix check' },
    }),
    // Customer service cancels safe transfers too (the service admits any staff).
    expect: staffOnly(denied(C.forbidden), ok),
  },

  // red packets in G
  {
    method: 'POST',
    path: '/app/redPacket',
    scenario: '2 RUB in 2 shares into G',
    request: (c) => ({
      url: '/app/redPacket',
      headers: idempotent(),
      body: {
        conversationType: 3,
        targetId: String(c.f.G),
        currencyId: RUB,
        amount: '2',
        count: 2,
        split: 'even',
        payPassword: PAY_PASSWORD,
      },
    }),
    expect: { ...gPacket, stranger: denied(C.notInGroup), staff: denied(C.notInGroup) },
  },
  {
    method: 'POST',
    path: '/app/redPacket/claim',
    scenario: 'a share of A’s fresh packet in G',
    request: async (c) => ({ url: '/app/redPacket/claim', body: { id: await c.f.freshPacket() } }),
    expect: gPacket,
  },
  {
    method: 'POST',
    path: '/app/redPacket/claim',
    scenario: 'a newcomer N (A’s friend, added after the packet was sent) claims it',
    request: async (c) => {
      const groupId = await c.f.freshGroup();
      const id = await c.f.freshPacket(groupId);
      const newcomer = await c.f.friendOf(c.f.A);
      await c.t.app.services.groups.invite(c.f.A.id, { groupId, memberIds: [newcomer.id] });
      return { url: '/app/redPacket/claim', body: { id }, token: newcomer.token };
    },
    expect: {
      guest: na('the newcomer is a member'),
      stranger: na('the newcomer is a member'),
      member: denied(C.redPacketJoinedAfter, C.redPacketNotMember),
      owner: na('the newcomer is a member'),
      staff: na('the newcomer is a member'),
    },
    fixed: { member: 'a red packet sent before someone joined cannot be claimed by him' },
  },
  {
    method: 'GET',
    path: '/app/redPacket/:id',
    scenario: 'A’s packet in G',
    request: (c) => ({ url: `/app/redPacket/${c.f.packetId}` }),
    expect: { ...gPacket, stranger: denied(C.notFound), staff: denied(C.notFound) },
  },
];
