import { P2pKind, P2pOrderState, type P2pOrderVo } from '@volna/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { Countdown } from '../../../shared/trade/Countdown.tsx';
import { type TimelineStep, TradeTimeline } from '../../../shared/trade/TradeTimeline.tsx';
import { p2pProgressOf } from '../model/p2p-steps.ts';

/**
 * The order's timeline: published, a payer responded, paid outside, receipt confirmed. The current step says whose
 * turn it is and, while the payer must pay, how long he has (the request reopens when it runs out).
 */
export function P2pProgress({ order, onTimeUp }: { order: P2pOrderVo; onTimeUp: () => void }) {
  const { t, i18n } = useTranslation();
  const received = formatMoney(order.receiveAmount, {
    locale: i18n.language,
    currency: order.receiveCurrencyCode,
  });
  const payerName = order.payer?.nickName ?? '';
  const withdrawerName = order.withdrawer?.nickName ?? '';
  const turn = (step: 'paid' | 'completed'): ReactNode => {
    const mine = step === 'paid' ? order.role === 'payer' : order.role === 'withdrawer';
    const other = step === 'paid' ? payerName : withdrawerName;
    return t(
      `p2p:steps.${step}.${mine ? (step === 'paid' ? 'payerTurn' : 'withdrawerTurn') : step === 'paid' ? 'withdrawerTurn' : 'payerTurn'}`,
      {
        amount: received,
        name: other,
      },
    );
  };
  // A top-up request's publisher pays; nothing of his is frozen and he waits for a taker, not for a payer.
  const early = (key: 'published' | 'responded', text: string) =>
    t(`${order.kind === P2pKind.topUp ? 'p2pTopUp' : 'p2p'}:steps.${key}.${text}`);
  const steps: TimelineStep[] = p2pProgressOf(order.state).map(({ key, status }) => {
    if (status === 'error')
      return { key, status, title: t(`p2p:state.${order.state}`), description: t('p2p:steps.stopped') };
    // A step still ahead is named only: its description tells what happened, which it has not yet.
    const title =
      key === 'published' || key === 'responded' ? early(key, 'title') : t(`p2p:steps.${key}.title`);
    if (status === 'wait') return { key, status, title };
    if (status !== 'process' || key === 'published')
      return {
        key,
        status,
        title,
        description:
          key === 'published' || key === 'responded'
            ? early(key, 'description')
            : t(`p2p:steps.${key}.description`),
      };
    if (key === 'responded')
      return { key, status, title: early(key, 'current'), description: early(key, 'currentDescription') };
    const timer =
      key === 'paid' && order.payBy && order.state === P2pOrderState.pendingPayment ? (
        <>
          <br />
          <Countdown until={order.payBy} label={t('p2p:timer.left')} onEnd={onTimeUp} />
          <br />
          <span>{t('p2p:timer.lapse')}</span>
        </>
      ) : null;
    return {
      key,
      status,
      title: t(`p2p:steps.${key}.current`),
      description: (
        <>
          {turn(key)}
          {timer}
        </>
      ),
    };
  });
  return (
    <div data-testid="p2p-steps" data-state={order.state}>
      <TradeTimeline steps={steps} testId="p2p-timeline" />
    </div>
  );
}
