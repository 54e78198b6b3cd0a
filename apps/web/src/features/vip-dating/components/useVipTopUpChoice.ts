import { Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';

/**
 * Spec §8 for VIP dating: not enough money offers three ways out — top up (QR top-up), go to fitness (steps earn VLN;
 * the spec's 'not yet open' answer is gone since the fitness page exists, issue 15), or cancel.
 */
export function useVipTopUpChoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    const handler = Dialog.show({
      title: t('vipDating:balance.title'),
      content: t('vipDating:balance.content'),
      closeOnAction: true,
      actions: [
        {
          key: 'topUp',
          text: t('vipDating:balance.topUp'),
          bold: true,
          onClick: () => navigate(paths.qrTopUp),
        },
        {
          key: 'fitness',
          text: t('vipDating:balance.fitness'),
          onClick: () => navigate(paths.fitness),
        },
        { key: 'cancel', text: t('common:cancel') },
      ],
    });
    return handler;
  }, [t, navigate]);
}
