import { type ChatMessage, listingOrderCardContent } from '@volna/contracts';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';
import styles from '../transfer/transferCard.module.css';

/**
 * An OL:ListingOrder bubble, one per classifieds order (issue 14), edited by the server at each step (issue 30): what
 * was bought, for how much, where the order is now, and a short line per step so far. Tapping it opens the order with
 * its stepper and the viewer's next step.
 */
export function ListingOrderCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = listingOrderCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.listingOrder')}</span>;
  const card = parsed.data;
  return (
    <ChatCardFrame
      to={`${paths.categoryOrderDetails}?id=${card.orderId}`}
      safe={card.secureDeal}
      icon={ShopbagOutline}
      amount={formatMoney(card.price, { locale: i18n.language, currency: card.currencyCode })}
      lines={[`${card.title} · ${t(`listings:card.${card.action}`)}`]}
      title={t(card.secureDeal ? 'listings:buy.secure' : 'listings:card.title')}
      open={t('listings:card.open')}
      data={{
        'data-testid': 'listing-order-card',
        'data-order-id': card.orderId,
        'data-action': card.action,
      }}
      steps={
        card.steps.length > 1 && (
          <span className={styles.steps} data-testid="listing-order-steps">
            {card.steps.map((step) => (
              <span key={`${step.action}-${step.time}`}>
                {chatTime(Date.parse(step.time), i18n.language)} · {t(`listings:card.${step.action}`)}
              </span>
            ))}
          </span>
        )
      }
    />
  );
}
