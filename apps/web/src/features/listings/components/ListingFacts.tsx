import type { ListingVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLocationPath, placeOf } from '../../../shared/location/place.ts';
import { formatMoney, formatPercent } from '../../../shared/format/money.ts';
import { type FieldSpec, KIND_FIELDS } from '../model/kind-fields.ts';
import { currencyCodeOf } from '../model/price.ts';
import styles from './listings.module.css';

/** The typed part of a listing, field by field in the kind's order (the same table the form is drawn from). */
export function ListingFacts({ listing }: { listing: ListingVo }) {
  const { t, i18n } = useTranslation();
  const body = listing.body as Record<string, unknown>;

  const text = (field: FieldSpec, value: unknown): string => {
    switch (field.type) {
      case 'choice':
        return t(`listings:choice.${field.name}.${String(value)}`);
      case 'switch':
        return t(value ? 'listings:detail.yes' : 'listings:detail.no');
      case 'amount':
        return formatMoney(String(value), {
          locale: i18n.language,
          currency: currencyCodeOf(listing.currencyId),
        });
      case 'rate':
        return formatPercent(String(value), i18n.language);
      case 'count':
        return field.name === 'leaseTermMonths'
          ? t('listings:detail.months', { count: Number(value) })
          : String(value);
      default:
        return field.name === 'contactPhone'
          ? `${String(body.contactAreaCode ?? '')} ${String(value)}`
          : String(value);
    }
  };

  const rows = KIND_FIELDS[listing.kind].filter((field) => {
    const value = body[field.name];
    if (value === undefined || value === null || value === '') return false;
    return !field.when || Boolean(body[field.when]);
  });
  return (
    <dl className={styles.figures} data-testid="listing-facts">
      {rows.map((field) => (
        <div className={styles.figure} key={field.name}>
          <dt>{t(`listings:field.${field.name}`)}</dt>
          <dd>
            {text(field, body[field.name])}
            {field.place && placeOf(body, field.name).point && (
              <>
                {' · '}
                <Link
                  to={openLocationPath(placeOf(body, field.name))}
                  data-testid={`listing-${field.name}-map`}
                >
                  {t('location:showOnMap')}
                </Link>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
