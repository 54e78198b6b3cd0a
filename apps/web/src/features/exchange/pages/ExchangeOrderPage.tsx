import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useExchangeOrder } from '../api/exchangeOrder.ts';
import { ExchangeOrderActions } from '../components/ExchangeOrderActions.tsx';
import { ExchangeOrderDetails } from '../components/ExchangeOrderDetails.tsx';
import { ExchangeProgress } from '../components/ExchangeProgress.tsx';
import styles from '../../../shared/payments/trade.module.css';
import { useExchangeLive } from '../model/useExchangeLive.ts';

/** One deal (`?id=`): the stepper, the figures and certificates, and the viewer's actions; the other side live. */
export default function ExchangeOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const order = useExchangeOrder(id);
  useExchangeLive(id);

  let content: React.ReactNode;
  if (id === null || order.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={id === null ? t('exchange:detail.missing') : t('common:loadFailed')}
          description={order.error?.message ?? ''}
        >
          {id !== null && (
            <Button color="primary" onClick={() => void order.refetch()}>
              {t('common:retry')}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  else if (order.isPending)
    content = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else
    content = (
      <>
        <section className={styles.card}>
          <ExchangeProgress state={order.data.state} />
        </section>
        <ExchangeOrderDetails order={order.data} />
        <ExchangeOrderActions order={order.data} />
      </>
    );

  return (
    <WalletPageFrame title={t('exchange:detail.title')} backTo={`${paths.exchangeHome}?tab=deals`}>
      <Refreshable onRefresh={() => order.refetch()}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
