import { displayName, type FriendRequestVo } from '@volna/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelRequest } from '../api/sentRequests.ts';

/** Asks before withdrawing my request; answers whether it was withdrawn. */
export function useConfirmCancelRequest() {
  const { t } = useTranslation();
  const cancel = useCancelRequest();
  const confirmCancel = async (request: FriendRequestVo) => {
    const name = displayName(request.user);
    const confirmed = await Dialog.confirm({
      content: t('friends:cancelRequestConfirm', { name }),
      cancelText: t('friends:keepRequest'),
      confirmText: t('friends:cancelRequest'),
    });
    if (!confirmed) return false;
    try {
      await cancel.mutateAsync(request);
      Toast.show({ content: t('friends:requestCancelled', { name }) });
      return true;
    } catch {
      // The API helper already showed the server's reason (he has just answered); the lists are read again.
      return false;
    }
  };
  return { confirmCancel, cancel };
}
