import { ResultCode } from '@volna/contracts';
import { Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { answerCode } from './payment-errors.ts';

/** True when a purchase or take was refused because its price or rate changed since the screen showed it. */
export const isPriceChanged = (error: unknown) => answerCode(error) === ResultCode.priceChanged;

/**
 * Pinned terms (issue 28): nothing was charged; this says the server's "the price changed: now X" and resolves
 * true once read, so the caller shows the new terms and asks again. Any other error resolves false.
 */
export function usePriceChangedNotice() {
  const { t } = useTranslation();
  return useCallback(
    async (error: unknown) => {
      if (!isPriceChanged(error)) return false;
      await Dialog.alert({
        title: t('wallet:priceChanged.title'),
        content: <span data-testid="price-changed">{(error as Error).message}</span>,
        confirmText: t('wallet:priceChanged.seeNew'),
      });
      return true;
    },
    [t],
  );
}
