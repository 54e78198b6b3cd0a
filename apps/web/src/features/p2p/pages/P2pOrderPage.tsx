import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeOrderFrame, useOrderIdParam } from '../../../shared/trade/TradeOrderFrame.tsx';
import { useP2pOrder } from '../api/p2pOrder.ts';
import { P2pOrderActions } from '../components/P2pOrderActions.tsx';
import { P2pOrderDetails } from '../components/P2pOrderDetails.tsx';
import { P2pProgress } from '../components/P2pProgress.tsx';
import { useP2pLive } from '../model/useP2pLive.ts';

/**
 * One request/order (`?id=`), opened from the list, the chat card or after publishing: the stepper, the figures,
 * payee and proof, and the viewer's actions from the transition table. The other party's steps show live.
 */
export default function P2pOrderPage() {
  const { t } = useTranslation();
  const id = useOrderIdParam();
  const order = useP2pOrder(id);
  useP2pLive(id);
  return (
    <TradeOrderFrame
      title={t('p2p:detail.title')}
      missing={t('p2p:detail.missing')}
      backTo={paths.p2pHome}
      id={id}
      order={order}
      progress={(o) => <P2pProgress order={o} onTimeUp={() => void order.refetch()} />}
    >
      {(o) => (
        <>
          <P2pOrderDetails order={o} />
          <P2pOrderActions order={o} />
        </>
      )}
    </TradeOrderFrame>
  );
}
