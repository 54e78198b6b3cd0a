import { type ChatMessage, listingOrderCardContent } from '@volna/contracts';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import styles from '../transfer/transferCard.module.css';

/**
 * An OL:ListingOrder bubble, one per step of a classifieds order (issue 14): what was bought, for how much, and what
 * this step did. Tapping it opens the order with its stepper and the viewer's next step.
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
      <span className={styles.footer}>
        <span>{t(card.secureDeal ? 'listings:buy.secure' : 'listings:card.title')}</span>
        <span>{t('listings:card.open')}</span>
      </span>
    </button>
  );
}
