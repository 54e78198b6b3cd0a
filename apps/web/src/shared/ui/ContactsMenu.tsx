import { Badge, Popover } from 'antd-mobile';
import {
  AddCircleOutline,
  ChatAddOutline,
  MailOutline,
  SearchOutline,
  TeamOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useGroupInvitationCount } from '../groups/group-invitations.ts';

/**
 * The chat list's "+" menu: the ways into contacts, groups and search; a dot on it, and the invitations entry, while
 * group invitations wait for an answer.
 */
export function ContactsMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitations = useGroupInvitationCount().data ?? 0;
  const actions = [
    { key: paths.friends, icon: <UserContactOutline />, text: t('friends:menu.contacts') },
    { key: paths.createGroup, icon: <ChatAddOutline />, text: t('friends:menu.createGroup') },
    { key: paths.groupChatList, icon: <TeamOutline />, text: t('friends:menu.groupChats') },
    { key: paths.search, icon: <SearchOutline />, text: t('friends:menu.search') },
    ...(invitations > 0
      ? [
          {
            key: paths.groupInvitations,
            icon: <MailOutline />,
            text: t('friends:menu.groupInvitations', { count: invitations }),
          },
        ]
      : []),
  ];
  return (
    <Popover.Menu
      actions={actions}
      placement="bottom-end"
      trigger="click"
      onAction={(action) => navigate(String(action.key))}
    >
      <button type="button" className={className} aria-label={t('friends:menu.open')}>
        {invitations > 0 ? (
          <Badge content={Badge.dot} aria-label={t('friends:menu.groupInvitations', { count: invitations })}>
            <AddCircleOutline />
          </Badge>
        ) : (
          <AddCircleOutline />
        )}
      </button>
    </Popover.Menu>
  );
}
