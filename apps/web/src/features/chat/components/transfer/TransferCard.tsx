import { type ChatMessage, transferCardContent } from '@volna/contracts';
import { PayCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';
import styles from './transferCard.module.css';

/**
 * An OL:Transfer bubble, one per transfer, edited by the server at each step (issue 30): the amount, what the latest
 * step did, the remark, and a short line per step so far. Tapping it opens the transfer's detail, where a safe transfer
 * shows its progress and the viewer's next step.
 */
export function TransferCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = transferCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('transfer:card.title')}</span>;
  const card = parsed.data;
  return (
    <ChatCardFrame
      to={`${paths.safeTransfer}?id=${card.transferId}`}
      safe={card.safe}
      icon={PayCircleOutline}
      amount={formatMoney(card.amount, { locale: i18n.language, currency: card.currencyCode })}
      lines={[t(`transfer:card.events.${card.event}`), ...(card.remark ? [card.remark] : [])]}
      title={card.safe ? t('transfer:card.safeTitle') : t('transfer:card.title')}
      open={t('transfer:card.open')}
      data={{ 'data-testid': 'transfer-card', 'data-transfer-id': card.transferId, 'data-event': card.event }}
      steps={
        card.steps.length > 1 && (
          <span className={styles.steps} data-testid="transfer-card-steps">
            {card.steps.map((step) => (
              <span key={`${step.event}-${step.time}`}>
                {chatTime(Date.parse(step.time), i18n.language)} · {t(`transfer:card.events.${step.event}`)}
              </span>
            ))}
          </span>
        )
      }
    />
  );
}
