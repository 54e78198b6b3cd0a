import {
  ComplaintTargetType,
  ConversationType,
  GROUP_NAME_MAX_LENGTH,
  GROUP_NICKNAME_MAX_LENGTH,
  GROUP_NOTICE_MAX_LENGTH,
  GroupRole,
} from '@volna/contracts';
import { Button, Dialog, ErrorBlock, List, Skeleton, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ComplaintSheet } from '../../../shared/complaints/LazyComplaintSheet.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useGroup } from '../../../shared/messaging/api/group.ts';
import { groupTitle } from '../../../shared/messaging/api/groupLook.ts';
import { useGroupMembers } from '../../../shared/messaging/api/groupMembers.ts';
import { useEditGroup } from '../api/editGroup.ts';
import { useLeaveGroup } from '../api/leaveGroup.ts';
import { useSetNickname } from '../api/setNickname.ts';
import { isOwnerOrAdmin, outranks } from '../model/rights.ts';
import { useGroupLive } from '../model/useGroupLive.ts';
import { ConversationPrefs } from './ConversationPrefs.tsx';
import { GroupAvatarItem } from './GroupAvatarItem.tsx';
import { HistoryVisibleItem } from './HistoryVisibleItem.tsx';
import styles from './groups.module.css';
import { MemberGrid } from './MemberGrid.tsx';
import { MemberPickPopup } from './MemberPickPopup.tsx';
import { MuteAllItem } from './MuteAllItem.tsx';
import { TextEditPopup } from './TextEditPopup.tsx';
import { useMemberSheet } from './useMemberSheet.tsx';

type Editing = 'name' | 'notice' | 'nickname' | null;

/**
 * ChatSettings of a group: members, the group's texts, my nickname, mute-all and the history for new members, the
 * chat's own settings, leaving.
 */
export function GroupSettings({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const myId = useSessionStore((state) => state.session?.userId ?? 0);
  const group = useGroup(groupId);
  const members = useGroupMembers(groupId, true);
  const edit = useEditGroup();
  const setNickname = useSetNickname();
  const leave = useLeaveGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const chat = useMemo(() => ({ conversationType: ConversationType.group, targetId: groupId }), [groupId]);
  useGroupLive(groupId);
  const memberSheet = useMemberSheet(Number(groupId), group.data?.role, myId);

  if (group.isPending) return <Skeleton.Paragraph lineCount={8} animated className={styles.hint} />;
  if (group.isError || group.data.role === null)
    return (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={t('groups:unavailable')}
          description={t('groups:unavailableHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.chat, { replace: true })}>
            {t('groups:toChats')}
          </Button>
        </ErrorBlock>
      </div>
    );

  const info = group.data;
  const manager = isOwnerOrAdmin(info.role);
  const owner = info.role === GroupRole.owner;
  const rows = members.data?.rows ?? [];

  const saveText = (field: Exclude<Editing, null>, value: string) => {
    const done = {
      onSuccess: () => {
        setEditing(null);
        Toast.show({ icon: 'success', content: t('common:saved') });
      },
    };
    if (field === 'nickname') setNickname.mutate({ groupId: info.groupId, myName: value }, done);
    else if (field === 'name') edit.mutate({ groupId: info.groupId, groupName: value }, done);
    else edit.mutate({ groupId: info.groupId, jyRemark: value }, done);
  };

  const onLeave = async () => {
    const confirmed = await Dialog.confirm({
      title: owner ? t('groups:settings.dismissTitle') : t('groups:settings.leaveTitle'),
      content: owner ? t('groups:settings.dismissConfirm') : t('groups:settings.leaveConfirm'),
      cancelText: t('common:cancel'),
      confirmText: owner ? t('groups:settings.dismiss') : t('groups:settings.leave'),
    });
    if (!confirmed) return;
    leave.mutate(
      { groupId: info.groupId, dismiss: owner },
      { onSuccess: () => navigate(paths.chat, { replace: true }) },
    );
  };

  let grid: React.ReactNode;
  if (members.isPending) grid = <Skeleton.Paragraph lineCount={3} animated className={styles.hint} />;
  else if (members.isError)
    grid = <List.Item onClick={() => void members.refetch()}>{t('groups:settings.membersFailed')}</List.Item>;
  else
    grid = (
      <MemberGrid
        members={rows}
        onMember={memberSheet.open}
        onAdd={() => navigate(`${paths.selectFriend}?mode=invite&groupId=${info.groupId}`)}
        onRemove={manager ? () => setRemoving(true) : undefined}
      />
    );

  const editors: Record<Exclude<Editing, null>, { title: string; initial: string; max: number }> = {
    name: { title: t('groups:settings.name'), initial: info.groupName, max: GROUP_NAME_MAX_LENGTH },
    notice: { title: t('groups:settings.notice'), initial: info.jyRemark, max: GROUP_NOTICE_MAX_LENGTH },
    nickname: { title: t('groups:settings.nickname'), initial: info.myName, max: GROUP_NICKNAME_MAX_LENGTH },
  };
  const editor = editing ? editors[editing] : null;

  return (
    <>
      {memberSheet.sheet}
      <List className={styles.section} header={t('groups:settings.members', { count: info.memberCount })}>
        {grid}
      </List>
      <List className={styles.section}>
        <GroupAvatarItem group={info} editable={manager} />
        <List.Item
          extra={groupTitle(info, i18n.language)}
          onClick={manager ? () => setEditing('name') : undefined}
          arrowIcon={manager ? undefined : false}
        >
          {t('groups:settings.name')}
        </List.Item>
        <List.Item
          description={
            <span className={styles.notice} data-testid="group-notice">
              {info.jyRemark || t('groups:settings.noNotice')}
            </span>
          }
          onClick={manager ? () => setEditing('notice') : undefined}
          arrowIcon={manager ? undefined : false}
        >
          {t('groups:settings.notice')}
        </List.Item>
        <List.Item
          extra={info.myName || t('groups:settings.nicknameNone')}
          onClick={() => setEditing('nickname')}
        >
          {t('groups:settings.nickname')}
        </List.Item>
      </List>
      {manager && (
        <List className={styles.section}>
          <MuteAllItem group={info} />
          <HistoryVisibleItem group={info} />
          <List.Item onClick={() => navigate(`${paths.groupMsgSetting}?groupId=${info.groupId}`)}>
            {t('groups:msgSetting.title')}
          </List.Item>
        </List>
      )}
      <ConversationPrefs chat={chat} />
      {!owner && (
        <List className={styles.section}>
          <List.Item onClick={() => setComplaining(true)}>{t('support:complaint.action')}</List.Item>
        </List>
      )}
      <ComplaintSheet
        target={complaining ? { targetType: ComplaintTargetType.group, targetId: info.groupId } : null}
        onClose={() => setComplaining(false)}
      />
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          loading={leave.isPending}
          onClick={onLeave}
          data-testid="leave-group"
        >
          {owner ? t('groups:settings.dismiss') : t('groups:settings.leave')}
        </Button>
      </div>
      <TextEditPopup
        visible={editor !== null}
        title={editor?.title ?? ''}
        initial={editor?.initial ?? ''}
        maxLength={editor?.max ?? 0}
        multiline={editing === 'notice'}
        required={editing === 'name'}
        placeholder={editing === 'nickname' ? t('groups:settings.nicknamePlaceholder') : undefined}
        saving={edit.isPending || setNickname.isPending}
        onSave={(value) => editing && saveText(editing, value)}
        onClose={() => setEditing(null)}
      />
      <MemberPickPopup
        groupId={info.groupId}
        candidates={rows.filter((member) => outranks(info.role, myId, member))}
        action="remove"
        visible={removing}
        onClose={() => setRemoving(false)}
      />
    </>
  );
}
