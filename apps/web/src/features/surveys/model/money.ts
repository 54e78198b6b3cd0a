import { CURRENCY_CODES, CurrencyId } from '@volna/contracts';
import { formatMoney } from '../../../shared/format/money.ts';

/** 'VLN', 'RUB', … for a currency id (the survey's reward currency). */
export const currencyCode = (currencyId: number) =>
  Object.entries(CurrencyId).find(([, id]) => id === currencyId)?.[0] ?? CURRENCY_CODES[0];

/** A survey reward through the one formatter: '+1,00 VLN' in ru, '+1.00 VLN' in en (issue 30 item 12). */
export const rewardText = (amount: string, currencyId: number, locale: string, signed = true) =>
  formatMoney(amount, { locale, signed, currency: currencyCode(currencyId) });
