import { P2pKind, type P2pOrderVo } from '@volna/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../../shared/format/digits.ts';
import { formatMoney, formatRate } from '../../../shared/format/money.ts';
import styles from '../../../shared/payments/trade.module.css';
import { CopyButton } from '../../../shared/trade/CopyButton.tsx';
import { TraderRecord } from '../../../shared/trade/TraderRecord.tsx';
import { useP2pTrader } from '../api/p2pTrader.ts';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/** Who the other side is: in a top-up request the withdrawer is the one who took it and credits the publisher. */
function counterpartyLabel(order: P2pOrderVo) {
  if (order.role === 'withdrawer')
    return order.kind === P2pKind.topUp ? 'p2pTopUp:detail.publisher' : 'p2p:detail.payer';
  return order.kind === P2pKind.topUp ? 'p2pTopUp:detail.taker' : 'p2p:detail.withdrawer';
}

/** The order's figures, the payee (parties only) and the payer's proof. */
export function P2pOrderDetails({ order }: { order: P2pOrderVo }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  const line = (label: string, value: ReactNode, testId?: string) =>
    value ? (
      <div className={styles.figure}>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </div>
    ) : null;
  // A number the payer types into his bank app: grouped by four to read, copied without the spaces.
  const copyable = (label: string, raw: string, shown: string, testId: string) =>
    raw ? (
      <div className={styles.figure}>
        <dt>{label}</dt>
        <dd className={styles.copyable}>
          <span data-testid={testId}>{shown}</span>
          <CopyButton value={raw} label={label} testId={`${testId}-copy`} />
        </dd>
      </div>
    ) : null;
  const counterparty =
    order.role === 'withdrawer' ? order.payer : order.role === 'staff' ? null : order.withdrawer;
  const record = useP2pTrader(counterparty?.userId ?? null);
  const topUp = order.kind === P2pKind.topUp;
  return (
    <>
      <section className={styles.card} aria-label={t('p2p:detail.order')}>
        <dl className={styles.figures}>
          {line(t('p2p:detail.state'), t(`p2p:state.${order.state}`), 'p2p-state')}
          {line(t('p2p:detail.frozen'), money(order.payAmount, order.payCurrencyCode), 'p2p-pay-amount')}
          {line(t('p2p:detail.receive'), money(order.receiveAmount, order.receiveCurrencyCode))}
          {line(t('p2p:detail.rate'), formatRate(order.rate, i18n.language))}
          {line(t('p2p:detail.fee'), t('p2p:detail.noFee'))}
          {counterparty &&
            line(
              t(counterpartyLabel(order)),
              <TraderRecord name={counterparty.nickName} record={record.data} />,
            )}
          {order.role === 'staff' &&
            order.withdrawer &&
            line(t(topUp ? 'p2pTopUp:detail.taker' : 'p2p:detail.withdrawer'), order.withdrawer.nickName)}
          {order.role === 'staff' &&
            order.payer &&
            line(t(topUp ? 'p2pTopUp:detail.publisher' : 'p2p:detail.payer'), order.payer.nickName)}
          {order.resolution !== '' &&
            line(t('p2p:detail.resolution'), t(`p2p:resolution.${order.resolution}`))}
        </dl>
      </section>
      <section className={styles.card} aria-label={t('p2p:detail.payee')}>
        <h2 className={styles.label}>{t('p2p:detail.payee')}</h2>
        <dl className={styles.figures}>
          {line(t('p2p:detail.bank'), order.payeeBank)}
          {order.payee ? (
            <>
              {copyable(
                t('p2p:form.cardNumber'),
                order.payee.cardNumber,
                groupDigits(order.payee.cardNumber),
                'p2p-payee-card',
              )}
              {copyable(t('p2p:form.phone'), order.payee.phone, order.payee.phone, 'p2p-payee-phone')}
              {line(t('p2p:form.name'), order.payee.name)}
              {line(t('p2p:form.comment'), order.payee.comment)}
            </>
          ) : (
            <p className={styles.hint}>{t('p2p:detail.payeeHidden')}</p>
          )}
        </dl>
      </section>
      {order.proof && (
        <section className={styles.card} aria-label={t('p2p:detail.proof')}>
          <h2 className={styles.label}>{t('p2p:detail.proof')}</h2>
          <dl className={styles.figures}>
            {line(t('p2p:proof.cardNumber'), groupDigits(order.proof.cardNumber))}
            {line(t('p2p:form.phone'), order.proof.phone)}
            {line(t('p2p:detail.bank'), order.proof.bank)}
            {line(t('p2p:form.name'), order.proof.name)}
            {line(t('p2p:form.comment'), order.proof.comment)}
          </dl>
          {isPicture(order.proof.fileUrl) ? (
            <img
              className={styles.proofImage}
              src={order.proof.fileUrl}
              alt={t('p2p:detail.proofImage')}
              data-testid="p2p-proof-image"
            />
          ) : (
            <a href={order.proof.fileUrl} target="_blank" rel="noreferrer">
              {t('p2p:detail.proofFile')}
            </a>
          )}
        </section>
      )}
      {order.complaintReason && (
        <section className={styles.card}>
          <h2 className={styles.label}>{t('p2p:detail.complaint')}</h2>
          <p>{order.complaintReason}</p>
        </section>
      )}
    </>
  );
}
