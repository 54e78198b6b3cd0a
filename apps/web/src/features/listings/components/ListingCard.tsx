import { ListingState, type ListingVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { PictureOutline, StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import styles from './listings.module.css';
import { PriceText } from './PriceText.tsx';

/** One listing in a list: its first photo, title, price, city, when it went on the shelf; my own carry their state. */
export function ListingCard({
  listing,
  onOpen,
  showState = false,
}: {
  listing: ListingVo;
  onOpen: (listing: ListingVo) => void;
  showState?: boolean;
}) {
  const { t } = useTranslation();
  const photo = listing.photos[0];
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(listing)}
      data-testid="listing-card"
      data-listing-id={listing.id}
    >
      {photo ? (
        <img className={styles.thumb} src={photo.urlCompress || photo.url} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <PictureOutline />
        </span>
      )}
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{listing.title}</span>
        <PriceText kind={listing.kind} price={listing.price} currencyId={listing.currencyId} />
        <span className={styles.meta}>
          {t(`listings:kind.${listing.kind}`)} · {listing.city} ·{' '}
          {chatTime(Date.parse(listing.shelvedTime), currentLanguage())}
          {listing.favourite && (
            <>
              {' '}
              <StarFill aria-label={t('listings:detail.inCollection')} />
            </>
          )}
        </span>
        {showState && (
          <span>
            <Tag color={listing.state === ListingState.onShelf ? 'success' : 'default'}>
              {t(`listings:state.${listing.state}`)}
            </Tag>
          </span>
        )}
      </span>
    </button>
  );
}
