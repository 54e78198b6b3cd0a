import type { ListingKind } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { currencyCodeOf, priceWording } from '../model/price.ts';
import styles from './listings.module.css';

/** A listing's price: the amount in its currency, "free event" for 0, "negotiable" when none is given. */
export function PriceText({
  kind,
  price,
  currencyId,
}: {
  kind: ListingKind;
  price: string | null;
  currencyId: number;
}) {
  const { t, i18n } = useTranslation();
  const wording = priceWording(kind, price);
  return (
    <span className={styles.price} data-testid="listing-price">
      {wording
        ? t(wording)
        : formatMoney(price, {
            locale: i18n.language,
            currency: currencyCodeOf(currencyId),
            // Whole prices read without '.00'; a price with kopecks keeps them.
            decimals: Number.isInteger(Number(price)) ? 0 : undefined,
          })}
    </span>
  );
}
