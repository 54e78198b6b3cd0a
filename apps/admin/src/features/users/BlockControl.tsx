import { type AdminUserDetailVo, STAFF_REASON_MAX_LENGTH } from '@volna/contracts';
import { Button, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockUser, useUnblockUser } from './api.ts';
import { settled } from '../../shared/api.ts';

/**
 * Block (with a required reason, then a confirmation) or unblock an account. The server ends a blocked account's
 * sessions and refuses its logins with accountBlocked.
 */
export function BlockControl({ user }: { user: AdminUserDetailVo }) {
  const { t } = useTranslation('users');
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

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

  const close = () => {
    setOpen(false);
    setReason('');
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="user-block">
        {t('block')}
      </Button>
      <Modal
        open={open}
        title={t('blockTitle', { name: user.nickName || user.userName })}
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            {t('common:cancel')}
          </Button>,
          <Popconfirm
            key="block"
            title={t('blockQuestion')}
            disabled={!reason.trim()}
            onConfirm={settled(async () => {
              await block.mutateAsync({ userId: user.userId, reason: reason.trim() });
              close();
            })}
          >
            <Button danger type="primary" disabled={!reason.trim()} loading={block.isPending}>
              {t('block')}
            </Button>
          </Popconfirm>,
        ]}
      >
        <Input.TextArea
          aria-label={t('blockReason')}
          placeholder={t('blockReasonPlaceholder')}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          showCount
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
