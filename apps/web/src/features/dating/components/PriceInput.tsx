import { PAID_PRICE_MAX } from '@volna/contracts';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '../../../shared/format/amount-input.ts';
import { formStyles } from '../../../shared/forms/Field.tsx';

const rules = { max: String(PAID_PRICE_MAX) };

/** A paid price (spec §5's numeric input: digits, one dot, 4 decimals at most, never above 1000). */
export function PriceInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Input
      className={formStyles.grow}
      value={value}
      inputMode="decimal"
      onChange={(text) => onChange(sanitizeAmount(text, rules))}
      placeholder={t('dating:form.priceHint', { max: PAID_PRICE_MAX })}
      aria-label={label}
    />
  );
}
