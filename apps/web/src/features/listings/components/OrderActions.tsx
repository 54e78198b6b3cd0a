import { type ListingOrderAction, LISTING_SHIP_NOTE_MAX_LENGTH, type ListingOrderVo } from '@volna/contracts';
import { Button, Dialog, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useOrderStep } from '../api/orders.ts';
import { orderButtons } from '../model/order-view.ts';
import { AppealSheet } from './AppealSheet.tsx';
import styles from './listings.module.css';

/**
 * The viewer's buttons on an order, drawn from contracts' LISTING_ORDER_TRANSITIONS for its state, his side and the
 * kind of deal: pay and confirm receipt ask the pay password, ship takes an optional tracking note, cancel is
 * confirmed, appeal opens the reason-and-proofs sheet.
 */
export function OrderActions({ order }: { order: ListingOrderVo }) {
  const { t, i18n } = useTranslation();
  const step = useOrderStep();
  const topUp = useTopUpPrompt();
  const [paying, setPaying] = useState<'pay' | 'confirm' | null>(null);
  const [appealing, setAppealing] = useState(false);
  const buttons = orderButtons(order);
  if (buttons.length === 0) return null;
  // The step calls are silent: their refusal (in the user's language) shows here.
  const failed = (error: unknown) =>
    Toast.show({
      content: error instanceof Error && error.message ? error.message : t('listings:orderAction.failed'),
    });
  const price = formatMoney(order.price, { locale: i18n.language, currency: order.currencyCode });

  const ship = async () => {
    let note = '';
    const sure = await Dialog.confirm({
      title: t('listings:orderAction.shipTitle'),
      content: (
        <Input
          aria-label={t('listings:orderAction.shipNote')}
          placeholder={t('listings:orderAction.shipNote')}
          maxLength={LISTING_SHIP_NOTE_MAX_LENGTH}
          onChange={(text) => {
            note = text;
          }}
        />
      ),
      confirmText: t('listings:orderAction.ship'),
      cancelText: t('common:cancel'),
    });
    if (sure)
      await step.mutateAsync({ step: 'ship', body: { id: order.id, note: note.trim() } }).catch(failed);
  };

  const cancel = async () => {
    if (
      await Dialog.confirm({
        content: t(
          order.state === 1 ? 'listings:orderAction.cancelQuestion' : 'listings:orderAction.cancelRefund',
        ),
        confirmText: t('listings:orderAction.cancel'),
        cancelText: t('common:back'),
      })
    )
      await step.mutateAsync({ step: 'cancel', body: { id: order.id } }).catch(failed);
  };

  const run = (action: ListingOrderAction) => {
    if (action === 'pay') setPaying('pay');
    else if (action === 'confirmReceipt') setPaying('confirm');
    else if (action === 'ship') void ship();
    else if (action === 'cancel') void cancel();
    else if (action === 'appeal') setAppealing(true);
  };

  return (
    <div className={styles.actions} data-testid="order-actions">
      {buttons.map((action) => (
        <Button
          key={action}
          color={action === 'cancel' || action === 'appeal' ? 'default' : 'primary'}
          loading={step.isPending && step.variables?.step === action}
          onClick={() => run(action)}
          data-testid={`order-${action}`}
        >
          {t(`listings:orderAction.${action}`)}
        </Button>
      ))}
      <PayPasswordSheet
        visible={paying !== null}
        onClose={() => setPaying(null)}
        description={paying === 'confirm' ? t('listings:orderAction.confirmNote', { price }) : price}
        onSubmit={(payPassword) => step.mutateAsync({ step: paying!, body: { id: order.id, payPassword } })}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
        }}
      />
      <AppealSheet orderId={order.id} visible={appealing} onClose={() => setAppealing(false)} />
    </div>
  );
}
