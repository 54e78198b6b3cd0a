import { TopUpStatus, type TopUpVo } from '@volna/contracts';
import { Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { PaymentQr } from './PaymentQr.tsx';
import { ProofUpload } from './ProofUpload.tsx';
import { TopUpRequisites } from './TopUpRequisites.tsx';
import { topUpStatusLook, topUpStep } from '../model/topup-status.ts';
import styles from './topup.module.css';

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url);

/** One top-up from requisites to credit: steps, the sum and QR, the requisites, the proof and its upload. */
export function TopUpDetail({ topUp }: { topUp: TopUpVo }) {
  const { t, i18n } = useTranslation();
  const look = topUpStatusLook[topUp.status];
  const open =
    topUp.status === TopUpStatus.awaitingProof || topUp.status === TopUpStatus.awaitingConfirmation;
  const rejected = topUp.status === TopUpStatus.rejected;

  return (
    <>
      <section className={styles.card}>
        <Steps current={topUpStep(topUp.status)}>
          <Steps.Step title={t('topup:steps.requisites')} />
          <Steps.Step title={t('topup:steps.proof')} />
          <Steps.Step title={t('topup:steps.check')} />
          <Steps.Step
            title={rejected ? t('topup:status.rejected') : t('topup:steps.credited')}
            status={rejected ? 'error' : undefined}
          />
        </Steps>
        <p className={styles.sum} data-testid="topup-amount">
          {formatMoney(topUp.amount, { decimals: 2, locale: i18n.language, currency: 'RUB' })}
        </p>
        <p className={styles.hint}>
          {t(`topup:banks.${topUp.bankCode}`)} · №{topUp.id} ·{' '}
          {look && (
            <Tag color={look.color} data-testid="topup-status">
              {t(look.key)}
            </Tag>
          )}
        </p>
        {topUp.status === TopUpStatus.confirmed && (
          <p className={styles.hint}>{t('topup:detail.credited')}</p>
        )}
        {topUp.status === TopUpStatus.awaitingConfirmation && (
          <p className={styles.hint}>{t('topup:detail.waiting')}</p>
        )}
        {rejected && (
          <p className={styles.reason}>{topUp.rejectReason || t('topup:detail.rejectedNoReason')}</p>
        )}
      </section>

      {open && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('topup:qr.title')}</h2>
          <PaymentQr text={topUp.paymentQr} />
        </section>
      )}

      {open && <TopUpRequisites requisites={topUp.requisites} />}

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('topup:proof.title')}</h2>
        {topUp.proofUrl ? (
          isPdf(topUp.proofUrl) ? (
            <a href={topUp.proofUrl} target="_blank" rel="noreferrer">
              {t('topup:proof.openFile')}
            </a>
          ) : (
            <img className={styles.proofPreview} src={topUp.proofUrl} alt={t('topup:proof.alt')} />
          )
        ) : (
          <p className={styles.hint}>{t('topup:proof.explain')}</p>
        )}
        {open && (
          <div className={styles.field}>
            <ProofUpload topUpId={topUp.id} replacing={Boolean(topUp.proofUrl)} />
          </div>
        )}
      </section>
    </>
  );
}
