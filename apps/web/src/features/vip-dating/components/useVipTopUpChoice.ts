import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';

/**
 * Spec §8 for VIP dating: not enough money offers three ways out — top up (QR top-up), go to fitness (the service
 * is not open yet, which the app says), or cancel.
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
          onClick: () => void Toast.show({ content: t('vipDating:balance.notOpen') }),
        },
        { key: 'cancel', text: t('common:cancel') },
      ],
    });
    return handler;
  }, [t, navigate]);
}
