import { Popover } from 'antd-mobile';
import {
  AddCircleOutline,
  ChatAddOutline,
  SearchOutline,
  TeamOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';

/** The chat list's "+" menu: the ways into contacts, groups and search. */
export function ContactsMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = [
    { key: paths.friends, icon: <UserContactOutline />, text: t('friends:menu.contacts') },
    { key: paths.createGroup, icon: <ChatAddOutline />, text: t('friends:menu.createGroup') },
    { key: paths.groupChatList, icon: <TeamOutline />, text: t('friends:menu.groupChats') },
    { key: paths.search, icon: <SearchOutline />, text: t('friends:menu.search') },
  ];
  return (
    <Popover.Menu
      actions={actions}
      placement="bottom-end"
      trigger="click"
      onAction={(action) => navigate(String(action.key))}
    >
      <button type="button" className={className} aria-label={t('friends:menu.open')}>
        <AddCircleOutline />
      </button>
    </Popover.Menu>
  );
}
