import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeOrderFrame, useOrderIdParam } from '../../../shared/trade/TradeOrderFrame.tsx';
import { useExchangeOrder } from '../api/exchangeOrder.ts';
import { ExchangeOrderActions } from '../components/ExchangeOrderActions.tsx';
import { ExchangeOrderDetails } from '../components/ExchangeOrderDetails.tsx';
import { ExchangeProgress } from '../components/ExchangeProgress.tsx';
import { useExchangeLive } from '../model/useExchangeLive.ts';

/** One deal (`?id=`): the stepper, the figures and certificates, and the viewer's actions; the other side live. */
export default function ExchangeOrderPage() {
  const { t } = useTranslation();
  const id = useOrderIdParam();
  const order = useExchangeOrder(id);
  useExchangeLive(id);
  return (
    <TradeOrderFrame
      title={t('exchange:detail.title')}
      missing={t('exchange:detail.missing')}
      backTo={`${paths.exchangeHome}?tab=deals`}
      id={id}
      order={order}
      progress={(o) => <ExchangeProgress state={o.state} />}
    >
      {(o) => (
        <>
          <ExchangeOrderDetails order={o} />
          <ExchangeOrderActions order={o} />
        </>
      )}
    </TradeOrderFrame>
  );
}
