import { Popover } from 'antd-mobile';
import {
  ChatAddOutline,
  MailOutline,
  SearchOutline,
  TeamOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';

/** The "+" menu itself (ContactsMenu loads it on the first tap, open): the ways into contacts, groups and search. */
export default function ContactsPopover({
  invitations,
  trigger,
}: {
  invitations: number;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      defaultVisible
      onAction={(action) => navigate(String(action.key))}
    >
      {trigger}
    </Popover.Menu>
  );
}
