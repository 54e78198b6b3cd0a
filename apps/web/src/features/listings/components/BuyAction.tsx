import { isOrderableKind, type ListingOrderVo, type ListingVo } from '@volna/contracts';
import { Button, Popup, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { addMoney, formatMoney } from '../../../shared/format/money.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { usePriceChangedNotice } from '../../../shared/payments/price-changed.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useCreateOrder, useOrderQuote, useOrderStep } from '../api/orders.ts';
import { currencyCodeOf } from '../model/price.ts';
import styles from './listings.module.css';

type Deal = 'secure' | 'ordinary';

/**
 * Buying a priced goods, service, rental or event listing: the buyer picks a secure deal (the price is held until he
 * confirms receipt; the seller pays the platform fee) or an ordinary one (paid to the seller at once, no fee), sees the
 * price, the fee, his cashback and his balance — short of money, he is offered a top-up or money from another
 * currency before any order is made —, orders, and pays with his pay password. Closing the password sheet leaves the
 * order unpaid on its page, with its countdown: unpaid, it ends by itself.
 */
export function BuyAction({ listing }: { listing: ListingVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deal, setDeal] = useState<Deal>('secure');
  const [order, setOrder] = useState<ListingOrderVo | null>(null);
  const [problem, setProblem] = useState('');
  const quote = useOrderQuote(listing.id, deal === 'secure', open);
  const create = useCreateOrder();
  const step = useOrderStep();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const priceChanged = usePriceChangedNotice();
  const buyable = isOrderableKind(listing.kind) && listing.price !== null && Number(listing.price) > 0;
  if (!buyable) return null;
  const money = (amount: string, currencyId: number) =>
    formatMoney(amount, { locale: i18n.language, currency: currencyCodeOf(currencyId) });
  const toOrder = (id: number) => navigate(`${paths.categoryOrderDetails}?id=${id}`);

  const place = async () => {
    if (!quote.data) return;
    setProblem('');
    const intent = {
      listingId: listing.id,
      secureDeal: deal === 'secure',
      price: quote.data.price,
      fee: quote.data.fee,
    };
    try {
      const made = await create.mutateAsync({ ...intent, idempotencyKey: keys.keyFor(intent) });
      keys.settle();
      setOpen(false);
      setOrder(made);
    } catch (error) {
      keys.settle(error);
      // The seller changed the price meanwhile: nothing was ordered; the new quote is shown and asked again.
      if (await priceChanged(error)) return void quote.refetch();
      setProblem(error instanceof Error ? error.message : t('listings:buy.failed'));
    }
  };

  return (
    <>
      <Button color="primary" onClick={() => setOpen(true)} data-testid="listing-buy">
        {t('listings:buy.button')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <h2 className={styles.sheetTitle}>{t('listings:buy.title')}</h2>
        <SegmentedChoice<Deal>
          value={deal}
          onChange={setDeal}
          options={[
            { value: 'secure', label: t('listings:buy.secure') },
            { value: 'ordinary', label: t('listings:buy.ordinary') },
          ]}
        />
        <p className={styles.muted}>{t(`listings:buy.${deal}Hint`)}</p>
        {quote.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : quote.isError ? (
          <p className={styles.fieldError} role="alert">
            {quote.error.message}
          </p>
        ) : (
          <dl className={styles.figures} data-testid="buy-quote">
            <div className={styles.figure}>
              <dt>{t('listings:buy.price')}</dt>
              <dd>{money(quote.data.price, quote.data.currencyId)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('listings:buy.fee')}</dt>
              <dd data-testid="buy-fee">{money(quote.data.fee, quote.data.currencyId)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('listings:buy.cashback')}</dt>
              <dd>{money(quote.data.cashback, quote.data.cashbackCurrencyId)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('listings:buy.balance')}</dt>
              <dd data-testid="buy-balance">{money(quote.data.balance, quote.data.currencyId)}</dd>
            </div>
          </dl>
        )}
        {quote.data && !quote.data.enough && (
          // Short of money: said here, before an order or the pay password, with the ways to cover it (issue 30).
          <div className={styles.fieldError} role="alert" data-testid="buy-short">
            <p>
              {t('listings:buy.short', {
                amount: money(addMoney(quote.data.price, `-${quote.data.balance}`), quote.data.currencyId),
              })}
            </p>
            <div className={styles.sheetButtons}>
              <Button size="small" onClick={() => void topUp()} data-testid="buy-top-up">
                {t('listings:buy.topUp')}
              </Button>
              <Button
                size="small"
                onClick={() => navigate(`${paths.mergeMoney}?target=${quote.data.currencyId}`)}
                data-testid="buy-merge"
              >
                {t('listings:buy.merge')}
              </Button>
            </div>
          </div>
        )}
        {problem && (
          <p className={styles.fieldError} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.sheetButtons}>
          <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
          <Button
            color="primary"
            loading={create.isPending}
            disabled={!quote.data?.enough}
            onClick={() => void place()}
            data-testid="buy-order"
          >
            {t('listings:buy.order')}
          </Button>
        </div>
      </Popup>
      <PayPasswordSheet
        visible={order !== null}
        onClose={() => {
          if (order) toOrder(order.id);
          setOrder(null);
        }}
        description={order ? money(order.price, order.currencyId) : undefined}
        onSubmit={(payPassword) => step.mutateAsync({ step: 'pay', body: { id: order!.id, payPassword } })}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
        }}
      />
    </>
  );
}
