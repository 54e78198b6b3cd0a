import { GroupRole, type GroupMemberVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './friends.module.css';

/** How he appears in the group the profile was opened from: his nickname there and Owner / Admin. */
export function GroupMemberInfo({ member }: { member: GroupMemberVo }) {
  const { t } = useTranslation();
  return (
    <>
      {member.myName && (
        <p className={styles.meta} data-testid="group-nickname">
          {t('friends:groupNickname', { name: member.myName })}
        </p>
      )}
      {member.role === GroupRole.owner && (
        <Tag color="warning" className={styles.badge} data-testid="group-role">
          {t('friends:groupOwner')}
        </Tag>
      )}
      {member.role === GroupRole.admin && (
        <Tag color="primary" className={styles.badge} data-testid="group-role">
          {t('friends:groupAdmin')}
        </Tag>
      )}
    </>
  );
}
