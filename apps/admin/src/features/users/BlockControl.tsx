import type { AdminUserDetailVo } from '@volna/contracts';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockUser, useUnblockUser } from './api.ts';
import { settled } from '../../shared/api.ts';
import { ReasonModal } from '../../shared/ui/ReasonModal.tsx';

/**
 * Block (with a required reason, then a confirmation) or unblock an account. The server ends a blocked account's
 * sessions and refuses its logins with accountBlocked.
 */
export function BlockControl({ user }: { user: AdminUserDetailVo }) {
  const { t } = useTranslation('users');
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [open, setOpen] = useState(false);

  if (user.blocked)
    return (
      <Popconfirm
        title={t('unblockQuestion')}
        onConfirm={settled(() => unblock.mutateAsync({ userId: user.userId }))}
      >
        <Button loading={unblock.isPending} data-testid="user-unblock">
          {t('unblock')}
        </Button>
      </Popconfirm>
    );

  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="user-block">
        {t('block')}
      </Button>
      <ReasonModal
        open={open}
        title={t('blockTitle', { name: user.nickName || user.userName })}
        onClose={() => setOpen(false)}
        fieldLabel={t('blockReason')}
        placeholder={t('blockReasonPlaceholder')}
        question={t('blockQuestion')}
        action={t('block')}
        pending={block.isPending}
        onConfirm={(reason) => block.mutateAsync({ userId: user.userId, reason })}
      />
    </>
  );
}
