import { LISTING_DEPOSIT_CURRENCY_ID, ListingState } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useListingCategories } from '../api/categories.ts';
import { useListing } from '../api/listing.ts';
import { useFavouriteToggle } from '../api/listingMutations.ts';
import { BuyAction } from '../components/BuyAction.tsx';
import { ItemPage } from '../components/ItemPage.tsx';
import { ListingFacts } from '../components/ListingFacts.tsx';
import { ListingGallery } from '../components/ListingGallery.tsx';
import styles from '../components/listings.module.css';
import { OwnerActions } from '../components/OwnerActions.tsx';
import { PriceText } from '../components/PriceText.tsx';
import { TaskReferral } from '../components/TaskReferral.tsx';
import { categoryLabel } from '../model/category-names.ts';
import { currencyCodeOf } from '../model/price.ts';

/**
 * categoryDetails: the photos, title, price (0 = free event), category and place, the kind's own fields, the
 * description and the owner. A visitor keeps it in his collection, writes to the owner or buys it; the owner edits,
 * removes or re-lists it (buttons from the listing's state table), and reads staff's reason when it was revoked.
 */
export default function ListingDetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const listing = useListing(id);
  const categories = useListingCategories();
  const favourite = useFavouriteToggle();
  const me = useSessionStore((state) => state.session?.userId);
  const mine = (item: { ownerId: number }) => item.ownerId === me;

  const chat = (ownerId: number) => navigate(privateChatPath(ownerId));

  return (
    <ItemPage
      title={t('listings:detail.title')}
      backTo={paths.categoryHome}
      id={id}
      item={listing}
      missing={{ title: t('listings:detail.missing'), hint: t('listings:detail.missingHint') }}
      footer={(item) =>
        item.ownerId !== me && item.state === ListingState.onShelf ? (
          <div className={styles.actions}>
            <Button onClick={() => chat(item.ownerId)} data-testid="listing-chat">
              {t('listings:detail.chat')}
            </Button>
            <BuyAction listing={item} />
          </div>
        ) : undefined
      }
    >
      {(item) => (
        <article data-testid="listing-detail" data-listing-id={item.id}>
          <ListingGallery photos={item.photos} title={item.title} />
          {item.state === ListingState.revoked && (
            <p className={styles.notice} role="note">
              {t('listings:detail.revoked', { reason: item.revokeReason ?? '' })}
            </p>
          )}
          {item.state === ListingState.removed && (
            <p className={styles.notice} role="note">
              {t('listings:detail.removed')}
            </p>
          )}
          <section className={styles.section}>
            <h1 className={styles.title}>{item.title}</h1>
            <PriceText kind={item.kind} price={item.price} currencyId={item.currencyId} />
            <p className={styles.muted}>
              {categoryLabel(categories.data, item.categoryPath)} · {item.city}
            </p>
            <p className={styles.muted}>
              {t('listings:detail.shelved', {
                time: fullTime(Date.parse(item.shelvedTime), currentLanguage()),
              })}
            </p>
            {item.state === ListingState.onShelf && (
              <Button
                size="small"
                fill="outline"
                loading={favourite.isPending}
                aria-pressed={item.favourite}
                onClick={() => favourite.mutate({ listing: item, keep: !item.favourite })}
                data-testid="listing-favourite"
              >
                {item.favourite ? <StarFill /> : <StarOutline />}{' '}
                {t(item.favourite ? 'listings:detail.inCollection' : 'listings:detail.collect')} ·{' '}
                {item.favouriteCount}
              </Button>
            )}
            {item.state === ListingState.onShelf && (
              <Button
                size="small"
                fill="outline"
                className={styles.share}
                onClick={() => navigate(`${paths.selectChat}?listingId=${item.id}`)}
                data-testid="listing-share"
              >
                {t('listings:detail.share')}
              </Button>
            )}
          </section>
          <section className={styles.section}>
            <ListingFacts listing={item} />
          </section>
          {item.kind === 'task' && <TaskReferral listing={item} />}
          {item.description && (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('listings:field.description')}</h2>
              <p className={styles.description}>{item.description}</p>
            </section>
          )}
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('listings:detail.owner')}</h2>
            <p className={styles.description}>{item.ownerName}</p>
            {mine(item) && item.deposit && (
              <p className={styles.muted}>
                {t('listings:detail.depositHeld', {
                  amount: formatMoney(item.deposit, {
                    locale: i18n.language,
                    currency: currencyCodeOf(LISTING_DEPOSIT_CURRENCY_ID),
                  }),
                })}
              </p>
            )}
          </section>
          {mine(item) && (
            <section className={styles.section}>
              <OwnerActions listing={item} />
            </section>
          )}
        </article>
      )}
    </ItemPage>
  );
}
