import type { P2pOrderVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from '../../../shared/payments/trade.module.css';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/** The order's figures, the payee (parties only) and the payer's proof. */
export function P2pOrderDetails({ order }: { order: P2pOrderVo }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  const line = (label: string, value: string, testId?: string) =>
    value ? (
      <div className={styles.figure}>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </div>
    ) : null;
  return (
    <>
      <section className={styles.card} aria-label={t('p2p:detail.order')}>
        <dl className={styles.figures}>
          {line(t('p2p:detail.state'), t(`p2p:state.${order.state}`), 'p2p-state')}
          {line(t('p2p:detail.frozen'), money(order.payAmount, order.payCurrencyCode), 'p2p-pay-amount')}
          {line(t('p2p:detail.receive'), money(order.receiveAmount, order.receiveCurrencyCode))}
          {line(t('p2p:detail.rate'), order.rate)}
          {line(t('p2p:detail.fee'), t('p2p:detail.noFee'))}
          {order.withdrawer && line(t('p2p:detail.withdrawer'), order.withdrawer.nickName)}
          {order.payer && line(t('p2p:detail.payer'), order.payer.nickName)}
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
              {line(t('p2p:form.cardNumber'), order.payee.cardNumber, 'p2p-payee-card')}
              {line(t('p2p:form.phone'), order.payee.phone)}
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
            {line(t('p2p:proof.cardNumber'), order.proof.cardNumber)}
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
