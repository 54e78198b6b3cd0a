import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useP2pOrder } from '../api/p2pOrder.ts';
import { P2pOrderActions } from '../components/P2pOrderActions.tsx';
import { P2pOrderDetails } from '../components/P2pOrderDetails.tsx';
import { P2pProgress } from '../components/P2pProgress.tsx';
import styles from '../../../shared/payments/trade.module.css';
import { useP2pLive } from '../model/useP2pLive.ts';

/**
 * One request/order (`?id=`), opened from the list, the chat card or after publishing: the stepper, the figures,
 * payee and proof, and the viewer's actions from the transition table. The other party's steps show live.
 */
export default function P2pOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const order = useP2pOrder(id);
  useP2pLive(id);

  let content: React.ReactNode;
  if (id === null || order.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={id === null ? t('p2p:detail.missing') : t('common:loadFailed')}
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
          <P2pProgress state={order.data.state} />
        </section>
        <P2pOrderDetails order={order.data} />
        <P2pOrderActions order={order.data} />
      </>
    );

  return (
    <WalletPageFrame title={t('p2p:detail.title')} backTo={paths.p2pHome}>
      <Refreshable onRefresh={() => order.refetch()}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
