import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useMyDnaOrders } from '../api/orders.ts';
import { useDnaPrice } from '../api/price.ts';
import styles from '../components/dna.module.css';
import { orderStateKey } from '../model/order-state.ts';

/**
 * The DNA-test matching service (tag 909, reached from the services hub): what it does, the plans' prices with the VIP
 * plan's '30 % cheaper' tip, the order button, and my orders with their state — each opens its candidates.
 */
export default function DnaIndexPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const price = useDnaPrice();
  const orders = useMyDnaOrders();

  let list: React.ReactNode;
  if (orders.isPending) list = <Skeleton.Paragraph lineCount={4} animated />;
  else if (orders.isError)
    list = <LoadFailed onRetry={() => void orders.refetch()} reason={orders.error.message} />;
  else if (orders.data.length === 0)
    list = <ErrorBlock status="empty" title={t('dna:mine.empty')} description={t('dna:mine.emptyHint')} />;
  else
    list = (
      <List header={t('dna:mine.title')}>
        {orders.data.map((o) => (
          <List.Item
            key={o.id}
            onClick={() => navigate(`${paths.dnaDetail}?id=${o.id}`)}
            description={`${fullTime(Date.parse(o.createTime), currentLanguage())} · ${formatMoney(o.price, { locale: i18n.language, currency: 'RUB' })}`}
            extra={<Tag color="primary">{t(orderStateKey(o.state))}</Tag>}
          >
            {t('dna:mine.summary', {
              n: o.candidateCount,
              plan: t(`dna:plan.${o.plan}`),
              found: o.candidates.length,
            })}
          </List.Item>
        ))}
      </List>
    );

  return (
    <PageFrame
      title={t('dna:index.title')}
      backTo={paths.servicesHub}
      footer={
        <Button block color="primary" size="large" onClick={() => navigate(paths.dnaOrder)}>
          {t('dna:index.order')}
        </Button>
      }
    >
      <Refreshable onRefresh={() => Promise.all([orders.refetch(), price.refetch()])}>
        <div className={styles.page}>
          <div className={styles.hero}>
            <h2>{t('dna:index.heading')}</h2>
            <p>{t('dna:index.intro')}</p>
          </div>
          <div className={styles.card}>
            <p className={styles.label}>{t('dna:index.prices')}</p>
            {price.data ? (
              <>
                <p className={styles.muted}>
                  {t('dna:index.pricePer', {
                    plan: t('dna:plan.standard'),
                    price: formatMoney(price.data.standard, { locale: i18n.language, currency: 'RUB' }),
                  })}
                </p>
                <p className={styles.muted}>
                  {t('dna:index.pricePer', {
                    plan: t('dna:plan.vip'),
                    price: formatMoney(price.data.vip, { locale: i18n.language, currency: 'RUB' }),
                  })}
                </p>
                <p className={styles.tip}>{t('dna:vipTip')}</p>
              </>
            ) : (
              <p className={styles.muted}>{price.isError ? t('dna:index.priceUnavailable') : '…'}</p>
            )}
          </div>
          {list}
        </div>
      </Refreshable>
    </PageFrame>
  );
}
