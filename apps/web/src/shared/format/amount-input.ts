import Decimal from 'decimal.js';

/** The ledger's scale: amounts carry at most 4 decimals (spec §5 'up to 4 decimals'). */
export const AMOUNT_MAX_DECIMALS = 4;

export type AmountRules = {
  /** Decimals allowed after the dot; 4 unless a screen needs fewer. */
  maxDecimals?: number;
  /** A decimal string the value may not exceed (the balance, a limit); a larger entry becomes this value. */
  max?: string;
};

/**
 * Spec §5's numeric input helper as a pure function of what the field holds after a keystroke or a paste:
 * digits only (a comma counts as the dot, as Russian keyboards type it), one dot, at most `maxDecimals`
 * after it, no leading dot, leading zeros stripped ('007' → '7', '00.5' → '0.5'), and at most `max`.
 * The answer is still a string so an unfinished '12.' stays on screen while typing.
 */
export function sanitizeAmount(raw: string, rules: AmountRules = {}): string {
  const maxDecimals = rules.maxDecimals ?? AMOUNT_MAX_DECIMALS;
  let value = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  value = value.replace(/^\.+/, '');
  const dot = value.indexOf('.');
  if (dot >= 0) {
    const whole = value.slice(0, dot);
    const fraction = value
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, maxDecimals);
    value = maxDecimals > 0 ? `${whole}.${fraction}` : whole;
  }
  value = value.replace(/^0+(?=\d)/, '');
  if (
    rules.max !== undefined &&
    value !== '' &&
    new Decimal(value.replace(/\.$/, '')).gt(new Decimal(rules.max))
  )
    return new Decimal(rules.max).toFixed();
  return value;
}

/** A finished entry: not empty, not ending in a dot, and above zero. */
export function isCompleteAmount(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value) && new Decimal(value).gt(0);
}
