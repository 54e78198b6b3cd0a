import { P2pKind } from '@volna/contracts';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { useP2pOrder } from '../api/p2pOrder.ts';
import styles from '../../../shared/payments/trade.module.css';

/** After publishing (pTopHomePage/publishSuccess): what is frozen now, and where to go next. */
export default function P2pPublishSuccessPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const order = useP2pOrder(id);
  const data = order.data;
  // A withdrawal freezes the publisher's amount; a top-up request freezes nothing of his: he pays the taker outside.
  const description = !data
    ? t('p2p:success.hint')
    : data.kind === P2pKind.topUp
      ? t('p2pTopUp:success.published', {
          amount: formatMoney(data.receiveAmount, {
            locale: i18n.language,
            currency: data.receiveCurrencyCode,
          }),
        })
      : t('p2p:success.frozen', {
          amount: formatMoney(data.payAmount, { locale: i18n.language, currency: data.payCurrencyCode }),
        });
  return (
    <WalletPageFrame title={t('p2p:success.title')} backTo={paths.p2pHome}>
      <Result status="success" title={t('p2p:success.title')} description={description} />
      <div className={styles.actions}>
        {id !== null && (
          <Button block color="primary" size="large" onClick={() => navigate(`${paths.p2pOrder}?id=${id}`)}>
            {t('p2p:success.view')}
          </Button>
        )}
        <Button block size="large" onClick={() => navigate(`${paths.p2pHome}?tab=mine`, { replace: true })}>
          {t('p2p:success.toList')}
        </Button>
      </div>
    </WalletPageFrame>
  );
}
