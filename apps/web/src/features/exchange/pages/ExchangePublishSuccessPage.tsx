import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney, toDecimal } from '../../../shared/format/money.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { useExchangeAd } from '../api/exchangeAd.ts';
import styles from '../../../shared/payments/trade.module.css';

/** After publishing (exchangeHome/publishSuccess): what is frozen now, and where to go next. */
export default function ExchangePublishSuccessPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const ad = useExchangeAd(id);
  const frozen = ad.data
    ? formatMoney(toDecimal(ad.data.payAmount).add(toDecimal(ad.data.fee)), {
        locale: i18n.language,
        currency: ad.data.payCurrencyCode,
      })
    : '';
  return (
    <WalletPageFrame title={t('exchange:success.title')} backTo={paths.exchangeHome}>
      <Result
        status="success"
        title={t('exchange:success.title')}
        description={frozen ? t('exchange:success.frozen', { amount: frozen }) : t('exchange:success.hint')}
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          data-testid="exchange-to-mine"
          onClick={() => navigate(`${paths.exchangeHome}?tab=my`, { replace: true })}
        >
          {t('exchange:success.toList')}
        </Button>
      </div>
    </WalletPageFrame>
  );
}
