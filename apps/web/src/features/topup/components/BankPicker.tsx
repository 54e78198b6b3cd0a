import { TOPUP_BANKS, type TopUpBank } from '@volna/contracts';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './topup.module.css';

type Props = { value: TopUpBank | null; onChange: (bank: TopUpBank | null) => void };

/** The nine banks a QR top-up can be paid from, three to a row, named in the reader's language. */
export function BankPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Selector
      className={styles.banks}
      columns={3}
      options={TOPUP_BANKS.map((bank) => ({ label: t(`topup:banks.${bank}`), value: bank }))}
      value={value ? [value] : []}
      onChange={(selected) => onChange((selected[0] as TopUpBank | undefined) ?? null)}
    />
  );
}
