import type { ListingOrderVo } from '@volna/contracts';
import { Button, Image, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useOrder } from '../api/orders.ts';
import { ItemPage } from '../components/ItemPage.tsx';
import styles from '../components/listings.module.css';
import { OrderActions } from '../components/OrderActions.tsx';
import { dealSteps, orderButtons } from '../model/order-view.ts';
import { PayCountdown } from '../components/PayCountdown.tsx';
import { useOrderLive } from '../model/useOrderLive.ts';
import { currencyCodeOf } from '../model/price.ts';
import { cashbackLine } from '../model/cashback-line.ts';

/**
 * orderDetails: the deal's progress (create order, pay, accept, submit for verification, paying, completed), what was
 * bought and for how much, the fee and the cashback, both parties, the shipping note, the appeal and staff's decision,
 * the history — and the viewer's buttons from the order's state table.
 */
export default function OrderDetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const order = useOrder(id);
  useOrderLive(id);
  const view = (o: ListingOrderVo) => {
    const money = (amount: string, currency: string) =>
      formatMoney(amount, { locale: i18n.language, currency });
    const other = o.role === 'buyer' ? o.seller : o.buyer;
    const steps = dealSteps(o);
    const cashback = cashbackLine(o);
    const figure = (label: string, value: string, testId?: string) => (
      <div className={styles.figure} key={`${label}-${value}`}>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </div>
    );
    return (
      <Refreshable onRefresh={() => order.refetch()}>
        <section className={styles.section} data-testid="order-detail" data-state={o.state}>
          <h1 className={styles.title}>{o.listing.title}</h1>
          <p className={styles.muted}>
            {t(`listings:orderState.${o.state}`)} ·{' '}
            {t(o.secureDeal ? 'listings:buy.secure' : 'listings:buy.ordinary')}
          </p>
          {o.payBy && <PayCountdown payBy={o.payBy} />}
          <Steps
            direction="vertical"
            current={Math.max(
              0,
              steps.findIndex((s) => s.status !== 'finish'),
            )}
            data-testid="order-steps"
          >
            {steps.map((step) => (
              <Steps.Step key={step.key} status={step.status} title={t(`listings:dealStep.${step.key}`)} />
            ))}
          </Steps>
        </section>
        <section className={styles.section}>
          <dl className={styles.figures}>
            {figure(t('listings:buy.price'), money(o.price, o.currencyCode))}
            {o.secureDeal && figure(t('listings:buy.fee'), money(o.fee, o.currencyCode))}
            {o.role === 'seller' &&
              figure(t('listings:order.sellerReceives'), money(o.sellerReceives, o.currencyCode))}
            {o.role === 'buyer' &&
              figure(
                t(cashback.label),
                money(cashback.amount, currencyCodeOf(o.cashbackCurrencyId)),
                'order-cashback',
              )}
            {figure(t(`listings:order.${o.role === 'buyer' ? 'seller' : 'buyer'}`), other.nickName)}
            {o.shipNote && figure(t('listings:orderAction.shipNote'), o.shipNote)}
            {figure(t('listings:order.created'), fullTime(Date.parse(o.createTime), currentLanguage()))}
          </dl>
          {o.role === 'buyer' && cashback.note && (
            <p className={styles.muted} data-testid="order-cashback-note">
              {t(cashback.note)}
            </p>
          )}
          <div className={styles.actions} style={{ marginTop: 12 }}>
            <Button onClick={() => navigate(privateChatPath(other.userId))}>
              {t('listings:order.chat')}
            </Button>
            <Button onClick={() => navigate(`${paths.categoryDetails}?id=${o.listing.listingId}`)}>
              {t('listings:order.listing')}
            </Button>
          </div>
        </section>
        {o.appeal && (
          <section className={styles.section} data-testid="order-appeal-info">
            <h2 className={styles.sectionTitle}>{t('listings:appeal.title')}</h2>
            <p className={styles.muted}>
              {t(`listings:order.appealBy.${o.appeal.byRole}`)} ·{' '}
              {fullTime(Date.parse(o.appeal.createTime), currentLanguage())}
            </p>
            <p className={styles.description}>{o.appeal.reason}</p>
            <div className={styles.photos}>
              {o.appeal.proofs.map((proof, index) => (
                <Image
                  key={proof}
                  src={proof}
                  alt={t('listings:appeal.proof', { number: index + 1 })}
                  fit="cover"
                />
              ))}
            </div>
            {o.resolution && (
              <p className={styles.notice}>
                {t(`listings:order.resolution.${o.resolution}`, { reason: o.resolutionReason })}
              </p>
            )}
          </section>
        )}
        {orderButtons(o).length > 0 && (
          <section className={styles.section}>
            <OrderActions order={o} />
          </section>
        )}
        {o.history.length > 0 && (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('listings:order.history')}</h2>
            <dl className={styles.figures}>
              {o.history.map((event) =>
                figure(
                  fullTime(Date.parse(event.createTime), currentLanguage()),
                  t(`listings:card.${event.action}`, { defaultValue: event.action }),
                ),
              )}
            </dl>
          </section>
        )}
      </Refreshable>
    );
  };

  return (
    <ItemPage
      title={t('listings:order.title')}
      backTo={paths.categoryOrders}
      id={id}
      item={order}
      missing={{ title: t('listings:order.missing'), hint: t('listings:order.missingHint') }}
    >
      {view}
    </ItemPage>
  );
}
