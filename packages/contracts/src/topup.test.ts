import { describe, expect, it } from 'vitest';
import {
  isTopUpOpen,
  mergeBody,
  mergePreviewQuery,
  paymentQrText,
  rubAmount,
  type TopUpRequisites,
} from './topup.ts';

describe('isTopUpOpen (weekdays in Moscow time)', () => {
  it.each([
    ['2026-11-23T00:00:00Z', true], // Monday 03:00 MSK
    ['2026-11-27T20:59:59Z', true], // Friday 23:59:59 MSK
    ['2026-11-27T21:00:00Z', false], // Saturday 00:00 MSK, still Friday in UTC
    ['2026-11-27T23:30:00Z', false], // Saturday 02:30 MSK
    ['2026-11-29T20:59:59Z', false], // Sunday 23:59:59 MSK
    ['2026-11-29T21:00:00Z', true], // Monday 00:00 MSK, still Sunday in UTC
  ])('%s → %s', (at, open) => {
    expect(isTopUpOpen(new Date(at))).toBe(open);
  });
});

describe('paymentQrText (GOST R 56042-2014)', () => {
  const requisites: TopUpRequisites = {
    bankCode: 'sberbank',
    bankName: 'ПАО Сбербанк',
    recipient: 'ООО «Волна»',
    accountNumber: '40702810938000000001',
    bic: '044525225',
    correspondentAccount: '30101810400000000225',
    inn: '7701000001',
    kpp: '770101001',
    purpose: 'Заявка №7 | тест',
  };

  it('carries the sum in kopecks and keeps the separator out of the values', () => {
    const text = paymentQrText(requisites, '1500.5');
    expect(text.startsWith('ST00012|Name=ООО «Волна»|PersonalAcc=40702810938000000001|')).toBe(true);
    expect(text).toContain('|Sum=150050|');
    expect(text.endsWith('|Purpose=Заявка №7   тест')).toBe(true);
    expect(paymentQrText(requisites, '1')).toContain('|Sum=100|');
    expect(paymentQrText(requisites, '0.05')).toContain('|Sum=5|');
  });
});

describe('top-up and merge inputs', () => {
  it('rouble amounts: whole kopecks from 1 to 1,000,000', () => {
    for (const ok of ['1', '1.5', '99.99', '1000000']) expect(rubAmount.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0.99', '1.001', '1e3', '-1', 'NaN', '1000000.01', ' ', '01'])
      expect(rubAmount.safeParse(bad).success, bad).toBe(false);
  });

  it('merge preview sources: a comma list of ids, duplicates dropped', () => {
    expect(mergePreviewQuery.parse({ sourceCurrencyIds: '5,4,5', targetCurrencyId: '1' })).toEqual({
      sourceCurrencyIds: [5, 4],
      targetCurrencyId: 1,
    });
    expect(mergePreviewQuery.safeParse({ sourceCurrencyIds: '5,', targetCurrencyId: '1' }).success).toBe(
      false,
    );
  });

  it('merge body: the same currency twice is refused', () => {
    const item = { currencyId: 5, amount: '1' };
    const body = { targetCurrencyId: 1, ratesVersion: 'v', payPassword: '123456' };
    expect(mergeBody.safeParse({ ...body, items: [item] }).success).toBe(true);
    expect(mergeBody.safeParse({ ...body, items: [item, item] }).success).toBe(false);
  });
});
