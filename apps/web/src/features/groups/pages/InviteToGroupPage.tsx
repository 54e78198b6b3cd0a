import { displayName, type GroupVo, userId as userIdSchema } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, List, SearchBar, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { groupTitle } from '../../../shared/messaging/api/groupLook.ts';
import { useChatUsers } from '../../../shared/messaging/api/users.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useInviteMembers } from '../api/inviteMembers.ts';
import { useMyGroups } from '../api/myGroups.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { inviteOutcome } from '../model/invite-outcome.ts';
import { matchingGroups } from '../model/group-search.ts';

/**
 * InviteToGroup?userId=: one of my groups for someone whose profile I opened. A friend of mine is added at once;
 * anyone else gets an invitation he accepts (issue 17), and I am told which it was.
 */
export default function InviteToGroupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsed = userIdSchema.safeParse(params.get('userId'));
  const userId = parsed.success ? parsed.data : null;
  const profilePath = userId === null ? paths.friends : `${paths.aboutDetailUsers}?userId=${userId}`;
  const goBack = useGoBack(profilePath);
  const groups = useMyGroups();
  const invite = useInviteMembers();
  const user = useChatUsers(userId === null ? [] : [userId]).get(userId ?? 0);
  const name = user ? displayName(user) : '';
  const [search, setSearch] = useState('');

  const onPick = async (group: GroupVo) => {
    if (userId === null) return;
    const title = groupTitle(group, i18n.language);
    const confirmed = await Dialog.confirm({
      content: t('groups:invite.confirm', { name: name || t('groups:invite.someone'), group: title }),
      cancelText: t('common:cancel'),
      confirmText: t('groups:invite.submit'),
    });
    if (!confirmed) return;
    try {
      const result = await invite.mutateAsync({ groupId: group.groupId, memberIds: [userId] });
      const outcome = inviteOutcome(result);
      Toast.show({ icon: 'success', content: t(outcome.key, outcome.params) });
      goBack();
    } catch {
      // The API helper showed the server's reason (already in the group, a block).
    }
  };

  const rows = matchingGroups(groups.data ?? [], search);

  let content: React.ReactNode;
  if (userId === null)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="default" title={t('groups:invite.noUser')} description="" />
      </div>
    );
  else if (groups.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (groups.isError) content = <LoadFailed onRetry={() => void groups.refetch()} />;
  else if ((groups.data ?? []).length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('groups:list.empty')}
          description={t('groups:invite.noGroupsHint')}
        >
          <Button color="primary" onClick={() => navigate(`${paths.selectFriend}?mode=create`)}>
            {t('groups:list.create')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <Refreshable onRefresh={() => groups.refetch()}>
        <div className={styles.hint}>
          {name && <p className={styles.notice}>{t('groups:invite.pickHint', { name })}</p>}
          <SearchBar placeholder={t('groups:list.search')} value={search} onChange={setSearch} />
        </div>
        {rows.length === 0 ? (
          <ErrorBlock status="empty" title={t('groups:list.noMatch')} description="" />
        ) : (
          <List>
            {rows.map((group) => {
              const title = groupTitle(group, i18n.language);
              const member = group.memberIds.includes(userId);
              return (
                <List.Item
                  key={group.groupId}
                  data-testid="invite-to-group"
                  prefix={
                    <UserAvatar
                      src={group.avatarCompress || group.avatar}
                      nickName={title}
                      size={40}
                      alt={title}
                    />
                  }
                  description={
                    member
                      ? t('groups:invite.alreadyMember')
                      : t('groups:list.members', { count: group.memberCount })
                  }
                  onClick={member || invite.isPending ? undefined : () => void onPick(group)}
                  arrowIcon={false}
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
    <GroupsFrame title={t('groups:invite.pickTitle')} backTo={profilePath}>
      {content}
    </GroupsFrame>
  );
}
