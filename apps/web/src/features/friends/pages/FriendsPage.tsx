import { displayName, type FriendVo } from '@volna/contracts';
import { Badge, Button, ErrorBlock, List, SearchBar, Skeleton } from 'antd-mobile';
import { TeamOutline, UserAddOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { useGroupInvitationCount } from '../../../shared/groups/group-invitations.ts';
import { usePendingRequestCount } from '../api/friendRequests.ts';
import { ContactIndexBar, sectionId } from '../components/ContactIndexBar.tsx';
import { FriendRow } from '../components/FriendRow.tsx';
import { FriendsFrame } from '../components/FriendsFrame.tsx';
import styles from '../components/friends.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { groupContacts, matchesContact } from '../model/contact-index.ts';

/**
 * Contacts: New friends (with the pending count), Group chats (with the count of group invitations waiting), a search,
 * and the friends under index letters.
 */
export default function FriendsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const friends = useFriendList();
  const pending = usePendingRequestCount();
  const groupInvitations = useGroupInvitationCount();
  const [search, setSearch] = useState('');

  const sections = useMemo(() => {
    const shown = (friends.data ?? []).filter((friend) => matchesContact(displayName(friend), search));
    return groupContacts<FriendVo>(shown, displayName);
  }, [friends.data, search]);

  let content: React.ReactNode;
  if (friends.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (friends.isError) content = <LoadFailed onRetry={() => void friends.refetch()} />;
  else if (friends.data.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={t('friends:empty')} description={t('friends:emptyHint')}>
          <Button color="primary" onClick={() => navigate(paths.search)}>
            {t('friends:findPeople')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (sections.length === 0)
    content = (
      <ErrorBlock status="empty" title={t('friends:noMatch')} description={t('friends:noMatchHint')} />
    );
  else
    content = (
      <>
        <div className={styles.withIndex}>
          {sections.map((section) => (
            <section key={section.letter} data-section={section.letter}>
              <h2 id={sectionId(section.letter)} className={styles.sectionTitle}>
                {section.letter}
              </h2>
              <List>
                {section.items.map((friend) => (
                  <FriendRow key={friend.userId} friend={friend} />
                ))}
              </List>
            </section>
          ))}
          <div className={styles.hint}>{t('friends:count', { count: friends.data.length })}</div>
        </div>
        <ContactIndexBar letters={sections.map((section) => section.letter)} />
      </>
    );

  return (
    <FriendsFrame title={t('friends:title')}>
      <Refreshable
        onRefresh={() => Promise.all([friends.refetch(), pending.refetch(), groupInvitations.refetch()])}
      >
        <div className={styles.search}>
          <SearchBar placeholder={t('friends:searchHint')} value={search} onChange={setSearch} />
        </div>
        <List>
          <List.Item
            prefix={<UserAddOutline fontSize={24} />}
            extra={pending.data ? <Badge content={pending.data} /> : undefined}
            onClick={() => navigate(paths.friendAgreement)}
          >
            {t('friends:newFriends')}
          </List.Item>
          <List.Item
            prefix={<TeamOutline fontSize={24} />}
            extra={groupInvitations.data ? <Badge content={groupInvitations.data} /> : undefined}
            onClick={() => navigate(paths.groupChatList)}
          >
            {t('friends:groupChats')}
          </List.Item>
        </List>
        <div className={styles.list}>{content}</div>
      </Refreshable>
    </FriendsFrame>
  );
}
