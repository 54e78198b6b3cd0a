import {
  LISTING_CASHBACK_RATE,
  LISTING_DEPOSIT_CURRENCY_ID,
  LISTING_DEPOSIT_KINDS,
  LISTING_PHOTOS_MAX,
} from '@volna/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney, formatPercent } from '../../../shared/format/money.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useListingDeposits } from '../api/deposit.ts';
import styles from '../components/listings.module.css';
import { currencyCodeOf } from '../model/price.ts';

const SECTIONS = ['post', 'find', 'secureDeal', 'ordinary', 'cashback', 'deposits', 'rules'] as const;

/**
 * guidePage: how the marketplace works — posting, finding, the secure deal and the ordinary one, the 10 % cashback in
 * VLN, the boards' deposits (today's amounts from the server) and what staff take down.
 */
export default function GuidePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const amounts = useListingDeposits(LISTING_DEPOSIT_KINDS);
  const deposits = LISTING_DEPOSIT_KINDS.map((kind, index) => ({ kind, query: amounts[index]! }));
  const percent = formatPercent(LISTING_CASHBACK_RATE, i18n.language);
  return (
    <PageFrame title={t('listings:guide.title')} backTo={paths.categoryHome}>
      {SECTIONS.map((section) => (
        <section className={styles.section} key={section}>
          <h2 className={styles.sectionTitle}>{t(`listings:guide.${section}.title`)}</h2>
          <p className={styles.description}>
            {t(`listings:guide.${section}.text`, { percent, max: LISTING_PHOTOS_MAX })}
          </p>
          {section === 'deposits' && (
            <dl className={styles.figures}>
              {deposits.map(({ kind, query }) => (
                <div className={styles.figure} key={kind}>
                  <dt>{t(`listings:kind.${kind}`)}</dt>
                  <dd>
                    {query.data
                      ? formatMoney(query.data.amount, {
                          locale: i18n.language,
                          currency: currencyCodeOf(LISTING_DEPOSIT_CURRENCY_ID),
                        })
                      : '…'}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <div className={styles.formActions}>
        <Button block color="primary" onClick={() => navigate(paths.categoryHome)}>
          {t('listings:home.browse')}
        </Button>
      </div>
    </PageFrame>
  );
}
