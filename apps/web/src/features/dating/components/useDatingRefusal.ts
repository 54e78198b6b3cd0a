import { ResultCode } from '@volna/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';

/**
 * What a refused dating action shows: 'set dating info first' offers the profile form, a short balance the spec's
 * top-up prompt, anything else the server's message (calls made with `silent` come here for it).
 */
export function useDatingRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const topUpPrompt = useTopUpPrompt();
  return useCallback(
    /** `chatWith`: the name of the person whose paid chat the user wanted, for what the dialog says. */
    async (error: unknown, chatWith?: string) => {
      const code = answerCode(error);
      if (code === ResultCode.datingProfileRequired) {
        const fill = await Dialog.confirm({
          title: t('dating:setInfoFirst.title'),
          content: chatWith
            ? t('dating:setInfoFirst.forChat', { name: chatWith })
            : t('dating:setInfoFirst.content'),
          confirmText: t('dating:setInfoFirst.fill'),
          cancelText: t('common:cancel'),
        });
        if (fill) navigate(paths.datingEditData);
      } else if (code === ResultCode.insufficientBalance) await topUpPrompt();
      else if (error instanceof Error && error.message && error.message !== 'aborted')
        Toast.show({ content: error.message });
    },
    [t, navigate, topUpPrompt],
  );
}
