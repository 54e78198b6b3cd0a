import { Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';

/**
 * The spec's insufficient-balance prompt (§8): 'top up' opens QR top-up, 'cancel' stays. Pay screens call it
 * when a payment answers insufficientBalance (payment-errors.ts), or before sending when the balance
 * is visibly short.
 */
export function useTopUpPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const topUp = await Dialog.confirm({
      title: t('wallet:topUpPrompt.title'),
      content: t('wallet:topUpPrompt.content'),
      confirmText: t('wallet:topUpPrompt.topUp'),
      cancelText: t('common:cancel'),
    });
    if (topUp) navigate(paths.qrTopUp);
  }, [t, navigate]);
}
