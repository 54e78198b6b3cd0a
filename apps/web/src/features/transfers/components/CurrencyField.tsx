import type { AccountVo } from '@volna/contracts';
import { Selector, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { accountToPreselect } from '../model/next-blocker.ts';
import styles from './transfer.module.css';

type Props = { value: number | null; onChange: (account: AccountVo | null) => void };

/** Which balance the transfer comes from: one chip per currency with what is available in it, one with money chosen. */
export function CurrencyField({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const accounts = useAccounts();
  useEffect(() => {
    if (value === null && accounts.data) {
      const preselected = accountToPreselect(accounts.data);
      if (preselected) onChange(preselected);
    }
  }, [value, accounts.data, onChange]);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('transfer:form.currency')}</span>
      {accounts.isPending && <Skeleton.Paragraph lineCount={1} animated />}
      {accounts.isError && (
        <p className={styles.error} role="alert">
          {t('common:loadFailed')}
        </p>
      )}
      {accounts.data && (
        <Selector
          columns={2}
          value={value === null ? [] : [value]}
          onChange={(ids) => onChange(accounts.data.find((a) => a.currencyId === ids[0]) ?? null)}
          options={accounts.data.map((account) => ({
            value: account.currencyId,
            label: account.currencyCode,
            description: formatMoney(account.balance, { locale: i18n.language }),
          }))}
        />
      )}
    </div>
  );
}
