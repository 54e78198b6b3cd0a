import { type ChatMessage, listingOrderCardContent } from '@volna/contracts';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import styles from '../transfer/transferCard.module.css';

/**
 * An OL:ListingOrder bubble, one per classifieds order (issue 14), edited by the server at each step (issue 30): what
 * was bought, for how much, where the order is now, and a short line per step so far. Tapping it opens the order with
 * its stepper and the viewer's next step.
 */
export function ListingOrderCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const parsed = listingOrderCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.listingOrder')}</span>;
  const card = parsed.data;
  return (
    <button
      type="button"
      className={`${styles.card} ${card.secureDeal ? styles.safe : ''}`}
      onClick={() => navigate(`${paths.categoryOrderDetails}?id=${card.orderId}`)}
      data-testid="listing-order-card"
      data-order-id={card.orderId}
      data-action={card.action}
    >
      <span className={styles.top}>
        <ShopbagOutline className={styles.icon} aria-hidden />
        <span className={styles.text}>
          <span className={styles.amount}>
            {formatMoney(card.price, { locale: i18n.language, currency: card.currencyCode })}
          </span>
          <span className={styles.event}>
            {card.title} · {t(`listings:card.${card.action}`)}
          </span>
        </span>
      </span>
      {card.steps.length > 1 && (
        <span className={styles.steps} data-testid="listing-order-steps">
          {card.steps.map((step) => (
            <span key={`${step.action}-${step.time}`}>
              {chatTime(Date.parse(step.time), i18n.language)} · {t(`listings:card.${step.action}`)}
            </span>
          ))}
        </span>
      )}
      <span className={styles.footer}>
        <span>{t(card.secureDeal ? 'listings:buy.secure' : 'listings:card.title')}</span>
        <span>{t('listings:card.open')}</span>
      </span>
    </button>
  );
}
