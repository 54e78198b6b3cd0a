import { type ChatMessage, transferCardContent } from '@volna/contracts';
import { PayCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import styles from './transferCard.module.css';

/**
 * An OL:Transfer bubble, one per step of a transfer: the amount, what this step did, and the remark. Tapping it opens
 * the transfer's detail, where a safe transfer shows its progress and the viewer's next step.
 */
export function TransferCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const parsed = transferCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('transfer:card.title')}</span>;
  const card = parsed.data;
  return (
    <button
      type="button"
      className={`${styles.card} ${card.safe ? styles.safe : ''}`}
      onClick={() => navigate(`${paths.safeTransfer}?id=${card.transferId}`)}
      data-testid="transfer-card"
      data-transfer-id={card.transferId}
      data-event={card.event}
    >
      <span className={styles.top}>
        <PayCircleOutline className={styles.icon} aria-hidden />
        <span className={styles.text}>
          <span className={styles.amount}>
            {formatMoney(card.amount, { locale: i18n.language, currency: card.currencyCode })}
          </span>
          <span className={styles.event}>{t(`transfer:card.events.${card.event}`)}</span>
          {card.remark && <span className={styles.event}>{card.remark}</span>}
        </span>
      </span>
      <span className={styles.footer}>
        <span>{card.safe ? t('transfer:card.safeTitle') : t('transfer:card.title')}</span>
        <span>{t('transfer:card.open')}</span>
      </span>
    </button>
  );
}
