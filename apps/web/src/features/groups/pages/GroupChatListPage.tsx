import { Badge, Button, ErrorBlock, List, SearchBar, Skeleton } from 'antd-mobile';
import { AddOutline, MailOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatPath } from '../../../shared/messaging/model/list-path.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { groupTitle } from '../../../shared/messaging/api/groupLook.ts';
import { useMyGroups } from '../api/myGroups.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useGroupInvitationCount } from '../../../shared/groups/group-invitations.ts';
import { matchingGroups } from '../model/group-search.ts';

/**
 * GroupChatList: the invitations waiting for my answer (with their count), then the groups I am in, searchable by
 * name; a tap opens the group's chat.
 */
export default function GroupChatListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const groups = useMyGroups();
  const invitations = useGroupInvitationCount();
  const [search, setSearch] = useState('');
  const createGroup = () => navigate(`${paths.selectFriend}?mode=create`);

  const rows = matchingGroups(groups.data ?? [], search);

  let content: React.ReactNode;
  if (groups.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (groups.isError) content = <LoadFailed onRetry={() => void groups.refetch()} />;
  else if ((groups.data ?? []).length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={t('groups:list.empty')} description={t('groups:list.emptyHint')}>
          <Button color="primary" onClick={createGroup}>
            {t('groups:list.create')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <Refreshable onRefresh={() => groups.refetch()}>
        <div className={styles.hint}>
          <SearchBar placeholder={t('groups:list.search')} value={search} onChange={setSearch} />
        </div>
        {rows.length === 0 ? (
          <ErrorBlock status="empty" title={t('groups:list.noMatch')} description="" />
        ) : (
          <List>
            {rows.map((group) => {
              const title = groupTitle(group, i18n.language);
              return (
                <List.Item
                  key={group.groupId}
                  prefix={
                    <UserAvatar
                      src={group.avatarCompress || group.avatar}
                      nickName={title}
                      size={40}
                      alt={title}
                    />
                  }
                  description={t('groups:list.members', { count: group.memberCount })}
                  onClick={() => navigate(groupChatPath(group.groupId, { isFriendGroup: true }))}
                >
                  {title}
                </List.Item>
              );
            })}
          </List>
        )}
      </Refreshable>
    );

  return (
    <GroupsFrame
      title={t('groups:list.title')}
      right={
        <Button fill="none" size="small" onClick={createGroup} aria-label={t('groups:list.create')}>
          <AddOutline fontSize={20} />
        </Button>
      }
    >
      <List>
        <List.Item
          prefix={<MailOutline fontSize={24} />}
          extra={invitations.data ? <Badge content={invitations.data} /> : undefined}
          onClick={() => navigate(paths.groupInvitations)}
          data-testid="group-invitations-entry"
        >
          {t('groups:invitations.entry')}
        </List.Item>
      </List>
      {content}
    </GroupsFrame>
  );
}
