import type { ListingOrderVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from './listings.module.css';

/** One order in my orders: what, for how much, with whom, in which state, secure or not. */
export function OrderRow({
  order,
  onOpen,
}: {
  order: ListingOrderVo;
  onOpen: (order: ListingOrderVo) => void;
}) {
  const { t, i18n } = useTranslation();
  const other = order.role === 'buyer' ? order.seller : order.buyer;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(order)}
      data-testid="order-row"
      data-order-id={order.id}
    >
      {order.listing.photo ? (
        <img className={styles.thumb} src={order.listing.photo} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <PictureOutline />
        </span>
      )}
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{order.listing.title}</span>
        <span className={styles.price}>
          {formatMoney(order.price, { locale: i18n.language, currency: order.currencyCode })}
        </span>
        <span className={styles.meta}>
          {t(`listings:orders.with.${order.role === 'buyer' ? 'seller' : 'buyer'}`, { name: other.nickName })}
        </span>
        <span>
          <Tag color="primary" fill="outline">
            {t(`listings:orderState.${order.state}`)}
          </Tag>{' '}
          {order.secureDeal && (
            <Tag color="success" fill="outline">
              {t('listings:buy.secure')}
            </Tag>
          )}
        </span>
      </span>
    </button>
  );
}
