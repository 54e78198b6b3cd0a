import { randomUUID } from 'node:crypto';
import { CurrencyId, ExchangeType, IDEMPOTENCY_HEADER, StaffRole } from '@volna/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import {
  credit,
  PAY_PASSWORD,
  payer,
  shownTermsAt,
  uploadedPng,
  type Who,
} from '../transfers/transfer.test-support.ts';

// The transfer kit's money helpers (balances, credits, the ledger check) serve this area's tests too.
export * from '../transfers/transfer.test-support.ts';

export const RUB = CurrencyId.RUB;
export const CNY = CurrencyId.CNY;

/** A user with a pay password, `rubles` RUB and `yuan` CNY from the top-up float. */
export async function trader(t: TestApp, rubles = '1000', yuan = '1000'): Promise<Who> {
  const user = await payer(t, rubles === '0' ? undefined : rubles);
  if (yuan !== '0') await credit(t, user.id, yuan, CNY);
  return user;
}

export const customerService = (t: TestApp) => staffMember(t, StaffRole.customerService);
export const platformAdmin = (t: TestApp) => staffMember(t, StaffRole.platformAdmin);

/** 100 RUB for 0.08 CNY each (8 CNY), settled by the platform. */
export const adBody = (patch: Record<string, unknown> = {}) => ({
  type: ExchangeType.platform,
  payCurrencyId: RUB,
  payAmount: '100',
  receiveCurrencyId: CNY,
  rate: '0.08',
  remark: 'fast',
  payPassword: PAY_PASSWORD,
  ...patch,
});

type Res = { status: number; body: any };
export const call = (
  t: TestApp,
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: Record<string, unknown>,
  key?: string,
): Promise<Res> =>
  t.call(method, path, {
    token: who.token,
    lang: 'en',
    ...(body ? { body } : {}),
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  });

export const publish = (
  t: TestApp,
  who: Who,
  patch: Record<string, unknown> = {},
  key: string = randomUUID(),
) => call(t, who, 'POST', '/app/trade/exchange', adBody(patch), key);

/** The seller's receiving account (OTC ads). */
export async function addressOf(t: TestApp, who: Who) {
  const res = await call(t, who, 'POST', '/app/trade/exchangeAddress', {
    country: 'CN',
    bankName: 'ICBC',
    accountNumber: '6222 0212 3456 7890',
    holderName: 'Li Wei',
  });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

export async function published(t: TestApp, who: Who, patch: Record<string, unknown> = {}) {
  const res = await publish(t, who, patch);
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

export async function otcAd(t: TestApp, who: Who, patch: Record<string, unknown> = {}) {
  return published(t, who, { type: ExchangeType.otc, addressId: await addressOf(t, who), ...patch });
}

/** Takes the ad at the amount and rate the popup would show (issue 28), unless the test names the shown terms. */
export const take = async (
  t: TestApp,
  who: Who,
  exchangeId: number,
  key: string = randomUUID(),
  shown?: { payAmount: string; rate: string },
) =>
  call(
    t,
    who,
    'POST',
    '/app/trade/exchangeOrder',
    { exchangeId, ...(shown ?? (await adTerms(t, who, exchangeId))), payPassword: PAY_PASSWORD },
    key,
  );

/** The ad's amount and rate as its popup shows them; '1' when it cannot be read, so the take's refusal shows. */
export const adTerms = (t: TestApp, who: Who, exchangeId: number) =>
  shownTermsAt(t, who, `/app/trade/exchange/${exchangeId}`);

export async function taken(t: TestApp, who: Who, exchangeId: number) {
  const res = await take(t, who, exchangeId);
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

/** The user's own upload (a 1×1 PNG) for a voucher. */
export const voucher = (t: TestApp, who: Who) => uploadedPng(t, who, 'voucher.png');

export const certificateA = (id: number, certificateUrl?: string) => ({
  id,
  senderName: 'Ivan P.',
  senderAccount: '4276 3800 1234 5678',
  senderBank: 'Sber',
  ...(certificateUrl ? { certificateUrl } : {}),
});

/** The OTC desk's rate (getExchangeRate) and fee (checkMoney) as the sell form would show them (issue 28). */
export async function otcTerms(
  t: TestApp,
  who: Who,
  currencyId: number,
  amount: string,
  receiveCurrencyId: number,
) {
  const rate = await t.call('GET', '/app/currency/getExchangeRate', {
    token: who.token,
    query: { fromCurrencyId: currencyId, toCurrencyId: receiveCurrencyId },
  });
  const check = await call(t, who, 'POST', '/app/trade/exchange/checkMoney', {
    payCurrencyId: currencyId,
    payAmount: amount,
  });
  return { rate: rate.body.data.rate as string, fee: check.body.data.fee as string };
}
