import { type ExchangeAdVo, ExchangeAdStatus, ExchangeType } from '@volna/contracts';
import { Button, Dialog, Popup } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { usePriceChangedNotice } from '../../../shared/payments/price-changed.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { fetchExchangeAd, useExchangeAdAction } from '../api/exchangeAd.ts';
import { exchangeKeys } from '../api/keys.ts';
import { checkOrderMoney, useTakeExchange } from '../api/exchangeOrder.ts';
import { ExchangeEditSheet } from './ExchangeEditSheet.tsx';
import styles from '../../../shared/payments/trade.module.css';

type Props = { ad: ExchangeAdVo | null; onClose: () => void };

/**
 * The ad's detail popup (spec §2: exchange, go to chat, cancel). A buyer takes it (a platform ad asks the pay
 * password and settles at once; an OTC ad opens the deal) or writes to the seller; the seller shelves it or
 * cancels it while nobody has responded.
 */
export function ExchangeAdPopup({ ad: listed, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeExchange();
  const queryClient = useQueryClient();
  const action = useExchangeAdAction();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState(false);
  // The ad read again after a take was refused for changed terms: the popup shows these until it closes.
  const [fresh, setFresh] = useState<ExchangeAdVo | null>(null);
  const ad = fresh && listed && fresh.id === listed.id ? fresh : listed;
  const priceChanged = usePriceChangedNotice();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  const open = ad?.status === ExchangeAdStatus.onShelf || ad?.status === ExchangeAdStatus.offShelf;

  const takeWith = async (payPassword?: string) => {
    const intent = { exchangeId: ad!.id, payAmount: ad!.payAmount, rate: ad!.rate };
    try {
      const order = await take.mutateAsync({ ...intent, payPassword, idempotencyKey: keys.keyFor(intent) });
      keys.settle();
      onClose();
      navigate(`${paths.exchangeOrder}?id=${order.id}`);
      return order;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  /** Nothing was taken: the seller changed the ad; its new terms are shown and the buyer asked again. */
  const showNewTerms = async (error: unknown) => {
    if (!(await priceChanged(error))) return false;
    setFresh(await fetchExchangeAd(ad!.id));
    void queryClient.invalidateQueries({ queryKey: exchangeKeys.all });
    return true;
  };

  const exchange = async () => {
    setProblem('');
    try {
      const check = await checkOrderMoney(ad!.id);
      if (!check.sufficient) return void topUp();
      if (ad!.type === ExchangeType.platform) return setPaying(true);
      if (
        await Dialog.confirm({
          content: t('exchange:popup.otcQuestion', {
            amount: money(ad!.receiveAmount, ad!.receiveCurrencyCode),
          }),
        })
      )
        await takeWith();
    } catch (error) {
      if (await showNewTerms(error)) return;
      setProblem(error instanceof Error ? error.message : t('exchange:form.failed'));
    }
  };

  return (
    <Popup
      visible={ad !== null}
      onMaskClick={onClose}
      afterClose={() => setFresh(null)}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {ad && (
        <div data-testid="exchange-popup">
          <h2 className={styles.sheetTitle}>{t(`exchange:type.${ad.type}`)}</h2>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.sells')}</dt>
              <dd>{money(ad.payAmount, ad.payCurrencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.wants')}</dt>
              <dd>{money(ad.receiveAmount, ad.receiveCurrencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.rate')}</dt>
              <dd>
                1 {ad.payCurrencyCode} = {ad.rate} {ad.receiveCurrencyCode}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.seller')}</dt>
              <dd>{ad.sellerName}</dd>
            </div>
            {ad.remark && (
              <div className={styles.figure}>
                <dt>{t('exchange:detail.remark')}</dt>
                <dd>{ad.remark}</dd>
              </div>
            )}
            {ad.mine && (
              <div className={styles.figure}>
                <dt>{t('exchange:detail.status')}</dt>
                <dd>{t(`exchange:status.${ad.status}`)}</dd>
              </div>
            )}
          </dl>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.popupActions}>
            {!ad.mine && ad.status === ExchangeAdStatus.onShelf && (
              <Button
                block
                color="primary"
                size="large"
                loading={take.isPending}
                data-testid="exchange-take"
                onClick={() => void exchange()}
              >
                {t('exchange:popup.exchange')}
              </Button>
            )}
            {!ad.mine && (
              <Button
                block
                size="large"
                data-testid="exchange-chat"
                onClick={() => navigate(privateChatPath(ad.sellerId))}
              >
                {t('exchange:popup.chat')}
              </Button>
            )}
            {ad.mine && open && (
              <Button
                block
                size="large"
                loading={action.isPending}
                data-testid="exchange-shelf"
                onClick={() =>
                  void action
                    .mutateAsync({
                      action: 'shelf',
                      id: ad.id,
                      onShelf: ad.status !== ExchangeAdStatus.onShelf,
                    })
                    .then(onClose, () => undefined)
                }
              >
                {ad.status === ExchangeAdStatus.onShelf
                  ? t('exchange:popup.shelfOff')
                  : t('exchange:popup.shelfOn')}
              </Button>
            )}
            {ad.mine && open && (
              <Button block size="large" data-testid="exchange-edit" onClick={() => setEditing(true)}>
                {t('exchange:popup.edit')}
              </Button>
            )}
            {ad.mine && open && (
              <Button
                block
                color="danger"
                fill="outline"
                data-testid="exchange-cancel"
                onClick={async () => {
                  if (
                    await Dialog.confirm({
                      content: t('exchange:popup.cancelQuestion', {
                        amount: money(ad.payAmount, ad.payCurrencyCode),
                      }),
                    })
                  )
                    await action.mutateAsync({ action: 'cancel', id: ad.id }).then(onClose, () => undefined);
                }}
              >
                {t('exchange:popup.cancel')}
              </Button>
            )}
            {ad.mine && !open && <p className={styles.hint}>{t('exchange:popup.supportOnly')}</p>}
          </div>
          <ExchangeEditSheet
            ad={editing ? ad : null}
            onClose={() => {
              setEditing(false);
              onClose();
            }}
          />
          <PayPasswordSheet
            visible={paying}
            onClose={() => setPaying(false)}
            description={t('exchange:popup.payDescription', {
              pay: money(ad.receiveAmount, ad.receiveCurrencyCode),
              get: money(ad.payAmount, ad.payCurrencyCode),
            })}
            onSubmit={(payPassword) => takeWith(payPassword)}
            onError={async (error) => {
              if (await showNewTerms(error)) return;
              if (paymentProblem(error) === 'insufficientBalance') void topUp();
              else setProblem(error instanceof Error ? error.message : t('exchange:form.failed'));
            }}
          />
        </div>
      )}
    </Popup>
  );
}
