import { AMOUNT_DECIMALS, CurrencyId } from '@volna/contracts';

// The ledger's money forms, shared by every module that moves or shows money (transfers, red packets, dating, ...).

/** Money as stored (NUMERIC text, '100.0000') without trailing zeros, as the wire shows amounts. */
export const plainAmount = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const codeById = new Map<number, string>(Object.entries(CurrencyId).map(([code, id]) => [id, code]));
/** A currency id's code ('RUB'), '' for an unknown id. */
export const currencyCodeOf = (currencyId: number) => codeById.get(currencyId) ?? '';

// Exact decimal math in whole units of 0.0001 as BigInt: no float ever touches money.
const SCALE = 10n ** BigInt(AMOUNT_DECIMALS);

/** '12.5' → 125000n units of 0.0001 (the amount schema already guarantees the form). */
export function toUnits(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * SCALE + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0'));
}

/** 125000n → '12.5000': the NUMERIC(20,4) form. */
export function fromUnits(units: bigint): string {
  const whole = units / SCALE;
  const fraction = (units % SCALE).toString().padStart(AMOUNT_DECIMALS, '0');
  return `${whole}.${fraction}`;
}
