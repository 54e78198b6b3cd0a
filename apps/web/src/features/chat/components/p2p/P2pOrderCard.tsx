import { type ChatMessage, p2pCardContent } from '@volna/contracts';
import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';
import styles from '../transfer/transferCard.module.css';

/**
 * An OL:P2POrder bubble, one per order and payer, edited by the server at each step (issue 30): what is frozen and what
 * is paid outside, where the order is now, and a short line per step so far. Tapping it opens the order with its
 * timeline and the viewer's next step.
 */
export function P2pOrderCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = p2pCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.p2pOrder')}</span>;
  const card = parsed.data;
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  return (
    <ChatCardFrame
      to={`${paths.p2pOrder}?id=${card.orderId}`}
      safe
      icon={BankcardOutline}
      amount={`${money(card.payAmount, card.payCurrencyCode)} → ${money(card.receiveAmount, card.receiveCurrencyCode)}`}
      lines={[t(`p2p:card.${card.event}`)]}
      title={t('p2p:card.title')}
      open={t('p2p:card.open')}
      data={{ 'data-testid': 'p2p-card', 'data-order-id': card.orderId, 'data-event': card.event }}
      steps={
        card.steps.length > 1 && (
          <span className={styles.steps} data-testid="p2p-card-steps">
            {card.steps.map((step) => (
              <span key={`${step.event}-${step.time}`}>
                {chatTime(Date.parse(step.time), i18n.language)} · {t(`p2p:card.${step.event}`)}
              </span>
            ))}
          </span>
        )
      }
    />
  );
}
