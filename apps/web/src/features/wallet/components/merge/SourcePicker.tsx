import type { AccountVo } from '@volna/contracts';
import { Checkbox, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { compareMoney, formatMoney } from '../../../../shared/format/money.ts';
import { useCurrencyName } from '../../../../shared/payments/CurrencyName.ts';
import styles from './merge.module.css';

type Props = { accounts: AccountVo[]; value: number[]; onChange: (currencyIds: number[]) => void };

/** The currencies to merge, each with its available balance; an empty balance cannot be chosen. */
export function SourcePicker({ accounts, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const currencyName = useCurrencyName();
  return (
    <Checkbox.Group value={value} onChange={(ids) => onChange(ids as number[])}>
      <List>
        {accounts.map((account) => {
          const empty = compareMoney(account.balance, 0) <= 0;
          return (
            <List.Item
              key={account.currencyId}
              description={
                empty
                  ? t('topup:merge.noBalance')
                  : t('topup:merge.available', {
                      amount: formatMoney(account.balance, {
                        locale: i18n.language,
                        currency: account.currencyCode,
                      }),
                    })
              }
            >
              <Checkbox className={styles.source} value={account.currencyId} disabled={empty}>
                {currencyName(account.currencyCode)}
              </Checkbox>
            </List.Item>
          );
        })}
      </List>
    </Checkbox.Group>
  );
}
