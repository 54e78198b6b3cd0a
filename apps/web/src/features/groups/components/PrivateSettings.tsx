import { ConversationType, displayName } from '@volna/contracts';
import { List, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useChatUsers } from '../../../shared/messaging/api/users.ts';
import { ConversationPrefs } from './ConversationPrefs.tsx';
import styles from './groups.module.css';

/** ChatSettings of a private chat: who it is with (to his profile), the chat's settings, a group with him. */
export function PrivateSettings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useMemo(() => [userId], [userId]);
  const user = useChatUsers(ids).get(userId);
  const chat = useMemo(
    () => ({ conversationType: ConversationType.private, targetId: String(userId) }),
    [userId],
  );
  const name = user ? displayName(user) : '';

  return (
    <>
      <List className={styles.section}>
        <List.Item
          prefix={
            user ? (
              <PersonAvatar person={user} size={48} alt={name} />
            ) : (
              <Skeleton animated style={{ width: 48, height: 48, borderRadius: '50%' }} />
            )
          }
          description={t('groups:private.profile')}
          onClick={() => navigate(`${paths.aboutDetailUser}?userId=${userId}`)}
        >
          {name || <Skeleton.Title animated />}
        </List.Item>
        <List.Item onClick={() => navigate(`${paths.selectFriend}?mode=create&memberIds=${userId}`)}>
          {t('groups:private.createGroup')}
        </List.Item>
      </List>
      <ConversationPrefs chat={chat} />
    </>
  );
}
