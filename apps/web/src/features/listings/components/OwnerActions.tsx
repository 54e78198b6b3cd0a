import { isDepositKind, LISTING_DEPOSIT_CURRENCY_ID, type ListingVo } from '@volna/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useListingDeposit } from '../api/deposit.ts';
import { useListingTransition } from '../api/listingMutations.ts';
import { ownerActions } from '../model/owner-actions.ts';
import { currencyCodeOf } from '../model/price.ts';
import styles from './listings.module.css';

/**
 * The owner's buttons, drawn from contracts' LISTING_TRANSITIONS for the listing's state: edit, remove (a held
 * deposit comes back) and re-list (the deposit is held again). Each change is confirmed first and says what happens
 * to the deposit.
 */
export function OwnerActions({ listing }: { listing: ListingVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const transition = useListingTransition();
  const topUp = useTopUpPrompt();
  const deposit = useListingDeposit(listing.kind);
  const money = (amount: string, currencyId: number) =>
    formatMoney(amount, { locale: i18n.language, currency: currencyCodeOf(currencyId) });

  const run = async (action: 'remove' | 'relist') => {
    let content = t(`listings:owner.${action}Question`);
    if (action === 'remove' && listing.deposit)
      content += ` ${t('listings:owner.depositBack', { amount: money(listing.deposit, LISTING_DEPOSIT_CURRENCY_ID) })}`;
    if (action === 'relist' && isDepositKind(listing.kind) && deposit.data && Number(deposit.data.amount) > 0)
      content += ` ${t('listings:owner.depositHeld', { amount: money(deposit.data.amount, deposit.data.currencyId) })}`;
    if (
      !(await Dialog.confirm({
        content,
        confirmText: t(`listings:owner.${action}`),
        cancelText: t('common:cancel'),
      }))
    )
      return;
    try {
      await transition.mutateAsync({ id: listing.id, action });
    } catch (error) {
      if (paymentProblem(error) === 'insufficientBalance') void topUp();
    }
  };

  const actions = ownerActions(listing.state);
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions} data-testid="owner-actions">
      {actions.map((action) =>
        action === 'edit' ? (
          <Button
            key={action}
            onClick={() => navigate(`${paths.categoryForm}?id=${listing.id}`)}
            data-testid="listing-edit"
          >
            {t('listings:owner.edit')}
          </Button>
        ) : (
          <Button
            key={action}
            color={action === 'remove' ? 'danger' : 'primary'}
            fill="outline"
            loading={transition.isPending && transition.variables?.action === action}
            onClick={() => void run(action as 'remove' | 'relist')}
            data-testid={`listing-${action}`}
          >
            {t(`listings:owner.${action}`)}
          </Button>
        ),
      )}
    </div>
  );
}
