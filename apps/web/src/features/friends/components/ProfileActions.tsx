import { ComplaintTargetType, displayName, type FriendRequestVo, type UserVo } from '@volna/contracts';
import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { useBlockState } from '../../../shared/blocks/blockState.ts';
import { ComplaintSheet } from '../../../shared/complaints/LazyComplaintSheet.tsx';
import { useAddFriend } from '../api/addFriend.ts';
import { useSetBlocked } from '../api/blockUser.ts';
import { useRemoveFriend } from '../api/removeFriend.ts';
import styles from './friends.module.css';
import { useConfirmCancelRequest } from './useConfirmCancelRequest.ts';

type Props = {
  user: UserVo;
  isSelf: boolean;
  isFriend: boolean;
  /** My request to him still waiting for his answer, if any: instead of "Add", "Request sent" and its cancel. */
  sentRequest: FriendRequestVo | null;
};

/**
 * What I can do with a profile: message, add (or cancel my request), remark, share as a card, invite to a group,
 * remove, block. Nobody adds, messages, remarks, invites or blocks himself, so his own profile offers only the card.
 */
export function ProfileActions({ user, isSelf, isFriend, sentRequest }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddFriend();
  const remove = useRemoveFriend();
  const setBlocked = useSetBlocked();
  const blockState = useBlockState(isSelf ? null : user.userId);
  const { confirmCancel, cancel } = useConfirmCancelRequest();
  const name = displayName(user);
  const blocking = blockState.data?.blocking ?? false;
  const [complaining, setComplaining] = useState(false);

  const onAdd = async () => {
    try {
      const result = await add.mutateAsync(user.userId);
      if (result.friends) Toast.show({ icon: 'success', content: t('friends:nowFriends', { name }) });
      else Toast.show({ icon: 'success', content: t('friends:requestSent') });
    } catch {
      // The API helper already showed the server's reason (blocked, already friends).
    }
  };

  const onRemove = async () => {
    const confirmed = await Dialog.confirm({
      content: t('friends:removeConfirm', { name }),
      cancelText: t('common:cancel'),
      confirmText: t('friends:remove'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(user.userId);
      Toast.show({ content: t('friends:removed', { name }) });
    } catch {
      // Shown by the API helper.
    }
  };

  const onBlock = async () => {
    const confirmed = await Dialog.confirm({
      content: blocking ? t('friends:unblockConfirm', { name }) : t('friends:blockConfirm', { name }),
      cancelText: t('common:cancel'),
      confirmText: blocking ? t('friends:unblock') : t('friends:block'),
    });
    if (!confirmed) return;
    try {
      await setBlocked.mutateAsync({ userId: user.userId, blocked: !blocking });
      Toast.show({ content: blocking ? t('friends:unblocked', { name }) : t('friends:blocked', { name }) });
    } catch {
      // Shown by the API helper.
    }
  };

  return (
    <>
      <List className={styles.section}>
        {isFriend && (
          <List.Item onClick={() => navigate(`${paths.modifyRemarks}?userId=${user.userId}`)}>
            {t('friends:remarks')}
          </List.Item>
        )}
        <List.Item onClick={() => navigate(`${paths.selectChat}?cardUserId=${user.userId}`)}>
          {t('friends:shareCard')}
        </List.Item>
        {!isSelf && !blocking && (
          // A friend is added to the group at once; anyone else gets an invitation to accept.
          <List.Item onClick={() => navigate(`${paths.inviteToGroup}?userId=${user.userId}`)}>
            {t('friends:inviteToGroup')}
          </List.Item>
        )}
      </List>
      {!isSelf && (
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => navigate(privateChatPath(user.userId))}>
            {t('friends:sendMessage')}
          </Button>
          {!isFriend && !sentRequest && (
            <Button
              block
              color="primary"
              fill="outline"
              loading={add.isPending}
              disabled={blocking}
              onClick={() => void onAdd()}
            >
              {t('friends:addFriend')}
            </Button>
          )}
          {!isFriend && sentRequest && (
            <>
              <Button block color="primary" fill="outline" disabled data-testid="request-sent">
                {t('friends:requestSent')}
              </Button>
              <Button
                block
                fill="outline"
                loading={cancel.isPending}
                data-testid="cancel-request"
                onClick={() => void confirmCancel(sentRequest)}
              >
                {t('friends:cancelRequest')}
              </Button>
            </>
          )}
          {isFriend && (
            <Button
              block
              color="danger"
              fill="outline"
              loading={remove.isPending}
              onClick={() => void onRemove()}
            >
              {t('friends:remove')}
            </Button>
          )}
          <Button
            block
            fill="outline"
            loading={setBlocked.isPending}
            disabled={blockState.isPending}
            onClick={() => void onBlock()}
          >
            {blocking ? t('friends:unblock') : t('friends:block')}
          </Button>
          <Button block fill="none" color="danger" onClick={() => setComplaining(true)}>
            {t('support:complaint.action')}
          </Button>
          <ComplaintSheet
            target={complaining ? { targetType: ComplaintTargetType.user, targetId: user.userId } : null}
            onClose={() => setComplaining(false)}
          />
        </div>
      )}
    </>
  );
}
