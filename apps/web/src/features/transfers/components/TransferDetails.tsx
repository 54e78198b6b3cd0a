import type { TransferVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { TransferFigures } from './TransferFigures.tsx';
import styles from './transfer.module.css';

/** Who sent what to whom, the figures, the remark and the receiver's document. */
export function TransferDetails({ transfer }: { transfer: TransferVo }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.card} data-testid="transfer-details">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('transfer:detail.from')}</dt>
          <dd>{transfer.sender.nickName}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('transfer:detail.to')}</dt>
          <dd>{transfer.receiver.nickName}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('transfer:detail.time')}</dt>
          <dd>{fullTime(new Date(transfer.createTime).getTime(), i18n.language)}</dd>
        </div>
        {transfer.remark && (
          <div className={styles.figure}>
            <dt>{t('transfer:detail.remark')}</dt>
            <dd>{transfer.remark}</dd>
          </div>
        )}
        {transfer.documentUrl && (
          <div className={styles.figure}>
            <dt>{t('transfer:detail.document')}</dt>
            <dd>
              <a className={styles.document} href={transfer.documentUrl} target="_blank" rel="noreferrer">
                {transfer.documentName || t('transfer:detail.documentOpen')}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <TransferFigures
        currencyCode={transfer.currencyCode}
        amount={transfer.amount}
        fee={transfer.fee}
        total={transfer.amount}
        receiveAmount={transfer.receiveAmount}
      />
    </section>
  );
}
