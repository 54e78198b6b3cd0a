import { displayName, type GroupMemberVo } from '@volna/contracts';
import { DotLoading, List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import { useGroupMembers } from '../../../../shared/messaging/api/groupMembers.ts';
import type { Mention } from '../../model/mentions.ts';
import styles from './conversation.module.css';

/** A member's name as the group knows him: his group nickname, else the display-name rule. */
export const memberName = (member: GroupMemberVo) => member.myName || displayName(member.userVo);

type Props = {
  groupId: string;
  myUserId: number;
  visible: boolean;
  onPick: (mention: Mention) => void;
  onClose: () => void;
};

/** Typing @ in a group opens the member list; the picked member is mentioned (he is notified by the server). */
export function MentionPicker({ groupId, myUserId, visible, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const members = useGroupMembers(groupId, visible);
  const others = (members.data?.rows ?? []).filter((member) => member.userId !== myUserId);
  let body: React.ReactNode;
  if (members.isPending)
    body = (
      <div className={styles.searchHint}>
        <DotLoading color="primary" />
      </div>
    );
  else if (members.isError || others.length === 0)
    body = <div className={styles.searchHint}>{t('conversation:mention.none')}</div>;
  else
    body = (
      <List>
        {others.map((member) => {
          const name = memberName(member);
          return (
            <List.Item
              key={member.userId}
              prefix={
                <UserAvatar
                  src={member.userVo.avatarCompress || member.userVo.avatar}
                  nickName={member.userVo.nickName || name}
                  avatarColorCode={member.userVo.avatarColorCode}
                  size={36}
                  alt={name}
                />
              }
              onClick={() => onPick({ userId: member.userId, name })}
            >
              {name}
            </List.Item>
          );
        })}
      </List>
    );
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ maxHeight: '60vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className={styles.mentionTitle}>{t('conversation:mention.title')}</div>
      {body}
    </Popup>
  );
}
