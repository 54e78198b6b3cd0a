import type { AccountVo } from '@volna/contracts';
import { PageIndicator } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useCurrencyName } from '../../../shared/payments/CurrencyName.ts';
import styles from './BalanceSwiper.module.css';

type Props = { accounts: AccountVo[]; onIndexChange: (index: number) => void };

/**
 * One card per currency: what can be spent and what is frozen (safe transfers, red packets in progress). The cards
 * scroll sideways and snap in the browser (antd-mobile's Swiper look: 90% wide, the next one peeking, dots below)
 * rather than in antd's Swiper, which drags with react-spring and use-gesture that the wallet's first screen would
 * load for it alone (issue 19).
 */
export function BalanceSwiper({ accounts, onIndexChange }: Props) {
  const { t } = useTranslation();
  const currencyName = useCurrencyName();
  const locale = currentLanguage();
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const onScroll = () => {
    const element = track.current;
    if (!element || accounts.length < 2) return;
    // The cards are evenly spaced from the first (scrolled 0) to the last (scrolled to the end).
    const pitch = (element.scrollWidth - element.clientWidth) / (accounts.length - 1);
    const at = Math.min(accounts.length - 1, Math.max(0, Math.round(element.scrollLeft / pitch)));
    if (at === index) return;
    setIndex(at);
    onIndexChange(at);
  };
  return (
    <div className={styles.swiper}>
      <section
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the cards' scroller takes focus so a keyboard can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('wallet:home.title')}
      >
        {accounts.map((account) => (
          <section
            key={account.currencyId}
            className={styles.card}
            data-testid={`balance-${account.currencyCode}`}
            aria-label={currencyName(account.currencyCode)}
          >
            <div className={styles.currency}>
              <span className={styles.symbol} aria-hidden>
                {account.symbol}
              </span>
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
        ))}
      </section>
      <PageIndicator className={styles.indicator} total={accounts.length} current={index} />
    </div>
  );
}
