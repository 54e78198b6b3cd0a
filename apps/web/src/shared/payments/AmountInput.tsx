import { Input } from 'antd-mobile';
import { type AmountRules, sanitizeAmount } from './amount-input.ts';

type Props = AmountRules & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name when no visible label is tied to the field. */
  ariaLabel?: string;
  id?: string;
};

/**
 * A money amount field: every keystroke or paste goes through spec §5's helper (digits, one dot, up to 4
 * decimals, no leading dot or zeros, capped at `max`), and the value stays a decimal string for the server.
 */
export function AmountInput({ value, onChange, placeholder, disabled, ariaLabel, id, ...rules }: Props) {
  return (
    <Input
      id={id}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(text) => onChange(sanitizeAmount(text, rules))}
    />
  );
}
