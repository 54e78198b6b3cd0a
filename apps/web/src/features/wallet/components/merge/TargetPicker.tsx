import type { AccountVo } from '@volna/contracts';
import { Selector } from 'antd-mobile';
import { useCurrencyName } from '../../../../shared/payments/CurrencyName.ts';

type Props = { accounts: AccountVo[]; value: number | null; onChange: (currencyId: number) => void };

/** The currency everything is merged into: one of the user's visible currencies. */
export function TargetPicker({ accounts, value, onChange }: Props) {
  const currencyName = useCurrencyName();
  return (
    <Selector
      columns={3}
      options={accounts.map((a) => ({ label: currencyName(a.currencyCode), value: a.currencyId }))}
      value={value === null ? [] : [value]}
      onChange={(selected) => {
        if (selected[0] !== undefined) onChange(selected[0]);
      }}
    />
  );
}
