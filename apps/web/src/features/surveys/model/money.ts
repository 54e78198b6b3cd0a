import { CURRENCY_CODES, CurrencyId } from '@volna/contracts';

/** 'VLN', 'RUB', … for a currency id (the survey's reward currency). */
export const currencyCode = (currencyId: number) =>
  Object.entries(CurrencyId).find(([, id]) => id === currencyId)?.[0] ?? CURRENCY_CODES[0];
