import { GroupRole } from '@volna/contracts';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useGroup } from '../../../shared/messaging/api/group.ts';
import { useGroupMembers } from '../../../shared/messaging/api/groupMembers.ts';
import { useMemberAction } from '../api/memberAction.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { MemberPickPopup } from '../components/MemberPickPopup.tsx';
import { MemberRow } from '../components/MemberRow.tsx';
import { MuteAllItem } from '../components/MuteAllItem.tsx';
import { isOwnerOrAdmin, outranks } from '../model/rights.ts';
import { useGroupLive } from '../model/useGroupLive.ts';

/** GroupMsgSetting?groupId=: who may write in the group — mute-all, muted members, admins (owner and admins only). */
export default function GroupMsgSettingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const valid = /^\d{1,10}$/.test(groupId);
  return (
    <GroupsFrame
      title={t('groups:msgSetting.title')}
      backTo={valid ? `${paths.chatSettings}?groupId=${groupId}` : paths.chat}
    >
      {valid ? (
        <MsgSettings key={groupId} groupId={groupId} />
      ) : (
        <ErrorBlock status="default" title={t('groups:notFound')} description="" />
      )}
    </GroupsFrame>
  );
}

function MsgSettings({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const myId = useSessionStore((state) => state.session?.userId ?? 0);
  const group = useGroup(groupId);
  const members = useGroupMembers(groupId, true);
  const act = useMemberAction();
  const [picking, setPicking] = useState<'mute' | 'makeAdmin' | null>(null);
  useGroupLive(groupId);

  if (group.isPending || members.isPending)
    return <Skeleton.Paragraph lineCount={8} animated className={styles.hint} />;
  if (group.isError || group.data.role === null)
    return (
      <ErrorBlock
        status="default"
        title={t('groups:unavailable')}
        description={t('groups:unavailableHint')}
      />
    );
  if (members.isError) return <LoadFailed onRetry={() => void members.refetch()} />;
  const info = group.data;
  if (!isOwnerOrAdmin(info.role))
    return <ErrorBlock status="default" title={t('groups:msgSetting.noRights')} description="" />;

  const owner = info.role === GroupRole.owner;
  const rows = members.data.rows;
  const muted = rows.filter((member) => member.muted);
  const admins = rows.filter((member) => member.role === GroupRole.admin);
  const busyFor = (userId: number) => act.isPending && act.variables?.userId === userId;

  return (
    <>
      <List className={styles.section}>
        <MuteAllItem group={info} />
      </List>
      <List className={styles.section} header={t('groups:msgSetting.muted', { count: muted.length })}>
        {muted.length === 0 && <List.Item>{t('groups:msgSetting.nobodyMuted')}</List.Item>}
        {muted.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            extra={
              outranks(info.role, myId, member) && (
                <Button
                  size="small"
                  loading={busyFor(member.userId)}
                  onClick={() =>
                    act.mutate({ action: 'unmute', groupId: info.groupId, userId: member.userId })
                  }
                >
                  {t('groups:member.action.unmute')}
                </Button>
              )
            }
          />
        ))}
        <List.Item onClick={() => setPicking('mute')}>{t('groups:msgSetting.muteMembers')}</List.Item>
      </List>
      <List className={styles.section} header={t('groups:msgSetting.admins', { count: admins.length })}>
        {admins.length === 0 && <List.Item>{t('groups:msgSetting.noAdmins')}</List.Item>}
        {admins.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            extra={
              owner && (
                <Button
                  size="small"
                  loading={busyFor(member.userId)}
                  onClick={() =>
                    act.mutate({ action: 'unmakeAdmin', groupId: info.groupId, userId: member.userId })
                  }
                >
                  {t('groups:member.action.unmakeAdmin')}
                </Button>
              )
            }
          />
        ))}
        {owner && (
          <List.Item onClick={() => setPicking('makeAdmin')}>{t('groups:msgSetting.addAdmins')}</List.Item>
        )}
      </List>
      <MemberPickPopup
        groupId={info.groupId}
        action={picking ?? 'mute'}
        candidates={
          picking === 'makeAdmin'
            ? rows.filter((member) => member.role === GroupRole.ordinary)
            : rows.filter((member) => !member.muted && outranks(info.role, myId, member))
        }
        visible={picking !== null}
        onClose={() => setPicking(null)}
      />
    </>
  );
}
