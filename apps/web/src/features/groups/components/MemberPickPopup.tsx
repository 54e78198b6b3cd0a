import type { GroupMemberVo } from '@volna/contracts';
import { Button, Checkbox, Dialog, List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { type MemberAction, useMemberAction } from '../api/memberAction.ts';
import { memberName } from '../model/member-name.ts';
import styles from './groups.module.css';

type Props = {
  groupId: number;
  /** Those the action may be done to (the caller filters by his rights). */
  candidates: readonly GroupMemberVo[];
  action: Extract<MemberAction, 'remove' | 'makeAdmin' | 'mute'>;
  visible: boolean;
  onClose: () => void;
};

/**
 * Pick members and do one thing to each of them (remove, make admin, mute); a removal is confirmed first. One
 * refusal (toasted with the server's reason) does not stop the others.
 */
export function MemberPickPopup({ groupId, candidates, action, visible, onClose }: Props) {
  const { t } = useTranslation();
  const act = useMemberAction();
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPicked([]);
    onClose();
  };

  const submit = async () => {
    if (action === 'remove') {
      const confirmed = await Dialog.confirm({
        content: t('groups:pick.removeConfirm', { count: picked.length }),
        cancelText: t('common:cancel'),
        confirmText: t('groups:member.action.remove'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    let done = 0;
    for (const userId of picked) {
      try {
        await act.mutateAsync({ action, groupId, userId });
        done++;
      } catch {
        // The server's reason was toasted; the others are still tried.
      }
    }
    setBusy(false);
    if (done > 0) Toast.show({ icon: 'success', content: t(`groups:pick.${action}.done`, { count: done }) });
    close();
  };

  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}>
      <div className={styles.popupBody} data-testid="member-pick">
        <h2 className={styles.popupTitle}>{t(`groups:pick.${action}.title`)}</h2>
        {candidates.length === 0 ? (
          <p className={styles.hint}>{t('groups:pick.nobody')}</p>
        ) : (
          <Checkbox.Group value={picked} onChange={(value) => setPicked(value as number[])}>
            <List>
              {candidates.map((member) => (
                <List.Item
                  key={member.userId}
                  prefix={<PersonAvatar person={member.userVo} size={36} alt={memberName(member)} />}
                  extra={<Checkbox value={member.userId} aria-label={memberName(member)} />}
                >
                  {memberName(member)}
                </List.Item>
              ))}
            </List>
          </Checkbox.Group>
        )}
        <Button
          block
          color={action === 'remove' ? 'danger' : 'primary'}
          disabled={picked.length === 0}
          loading={busy}
          onClick={() => void submit()}
        >
          {t(`groups:pick.${action}.submit`, { count: picked.length })}
        </Button>
        <Button block fill="none" onClick={close}>
          {t('common:cancel')}
        </Button>
      </div>
    </Popup>
  );
}
