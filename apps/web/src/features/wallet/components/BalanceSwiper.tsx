import type { AccountVo } from '@volna/contracts';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useCurrencyName } from '../../../shared/payments/CurrencyName.ts';
import styles from './BalanceSwiper.module.css';

type Props = { accounts: AccountVo[]; onIndexChange: (index: number) => void };

/** One card per currency: what can be spent and what is frozen (safe transfers, red packets in progress). */
export function BalanceSwiper({ accounts, onIndexChange }: Props) {
  const { t } = useTranslation();
  const currencyName = useCurrencyName();
  const locale = currentLanguage();
  return (
    <Swiper
      className={styles.swiper}
      onIndexChange={onIndexChange}
      stuckAtBoundary={false}
      trackOffset={5}
      slideSize={90}
    >
      {accounts.map((account) => (
        <Swiper.Item key={account.currencyId}>
          <section
            className={styles.card}
            data-testid={`balance-${account.currencyCode}`}
            aria-label={currencyName(account.currencyCode)}
          >
            <div className={styles.currency}>
              <span className={styles.symbol}>{account.symbol}</span>
              {currencyName(account.currencyCode)} · {account.currencyCode}
            </div>
            <div className={styles.label}>{t('wallet:home.available')}</div>
            <div className={styles.balance} data-testid="available">
              {formatMoney(account.balance, { locale })}
            </div>
            <div className={styles.frozen} data-testid="frozen">
              {t('wallet:home.frozen')}: {formatMoney(account.frozenAmount, { locale })}
            </div>
          </section>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
