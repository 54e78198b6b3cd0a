import { displayName, type FriendVo, GROUP_INVITE_MAX } from '@volna/contracts';
import { Button, Checkbox, ErrorBlock, List, SearchBar, Skeleton, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useGroupMembers } from '../../../shared/messaging/api/groupMembers.ts';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { useInviteMembers } from '../api/inviteMembers.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { inviteOutcome } from '../model/invite-outcome.ts';
import { formatPickedIds, parsePickedIds } from '../model/picked-ids.ts';

const NONE: number[] = [];

/**
 * selectFriend?mode=create|invite&groupId=&memberIds=: pick friends for a new group (then CreateGroup) or to invite
 * into a group (members already in it are shown checked and cannot be unticked).
 */
export default function SelectFriendPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('mode') === 'invite';
  const groupId = params.get('groupId') ?? '';
  const validGroup = /^\d{1,10}$/.test(groupId);
  const settingsPath = `${paths.chatSettings}?groupId=${groupId}`;
  const goBack = useGoBack(invite && validGroup ? settingsPath : paths.chat);
  const friends = useFriendList();
  const members = useGroupMembers(invite && validGroup ? groupId : null, invite && validGroup);
  const inviteMembers = useInviteMembers();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>(() =>
    invite ? NONE : parsePickedIds(params.get('memberIds')),
  );

  const inGroup = useMemo(() => new Set(members.data?.rows.map((m) => m.userId) ?? NONE), [members.data]);
  const needle = search.trim().toLocaleLowerCase();
  const shown = (friends.data ?? []).filter(
    (friend) => !needle || displayName(friend).toLocaleLowerCase().includes(needle),
  );

  const toggle = (friend: FriendVo, on: boolean) => {
    if (on && picked.length >= GROUP_INVITE_MAX) {
      Toast.show({ content: t('groups:select.tooMany', { max: GROUP_INVITE_MAX }) });
      return;
    }
    setPicked((ids) => (on ? [...ids, friend.userId] : ids.filter((id) => id !== friend.userId)));
  };

  const confirm = () => {
    if (!invite) {
      navigate(`${paths.createGroup}?memberIds=${formatPickedIds(picked)}`, { replace: true });
      return;
    }
    inviteMembers.mutate(
      { groupId: Number(groupId), memberIds: picked },
      {
        onSuccess: (result) => {
          // A friend who is no longer one gets an invitation instead of a seat: say which it was.
          const outcome = inviteOutcome(result);
          Toast.show({ icon: 'success', content: t(outcome.key, outcome.params) });
          goBack();
        },
      },
    );
  };

  let content: React.ReactNode;
  if (invite && !validGroup)
    content = <ErrorBlock status="default" title={t('groups:notFound')} description="" />;
  else if (friends.isPending || (invite && members.isPending))
    content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (friends.isError) content = <LoadFailed onRetry={() => void friends.refetch()} />;
  else if (invite && members.isError) content = <LoadFailed onRetry={() => void members.refetch()} />;
  else if ((friends.data ?? []).length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('groups:select.noFriends')}
          description={t('groups:select.noFriendsHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.friends)}>
            {t('groups:select.toFriends')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <>
        <div className={styles.hint}>
          <SearchBar placeholder={t('groups:select.search')} value={search} onChange={setSearch} />
        </div>
        {shown.length === 0 ? (
          <ErrorBlock status="empty" title={t('groups:select.noMatch')} description="" />
        ) : (
          <List>
            {shown.map((friend) => {
              const member = inGroup.has(friend.userId);
              const name = displayName(friend);
              return (
                <List.Item
                  key={friend.userId}
                  prefix={<PersonAvatar person={friend} size={40} alt={name} />}
                  description={member ? t('groups:select.alreadyMember') : undefined}
                  extra={
                    // The row toggles too; the box's own click must not reach it and toggle twice.
                    <span onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        id={`pick-friend-${friend.userId}`}
                        checked={member || picked.includes(friend.userId)}
                        disabled={member}
                        onChange={(on) => toggle(friend, on)}
                      />
                    </span>
                  }
                  onClick={member ? undefined : () => toggle(friend, !picked.includes(friend.userId))}
                  arrowIcon={false}
                >
                  {/* The box's name is the row's own (antd-mobile would put an aria-label on its <label>, where it is
                      not allowed). A tap on it toggles through the row alone, not the label's default as well. */}
                  <label htmlFor={`pick-friend-${friend.userId}`} onClick={(event) => event.preventDefault()}>
                    {name}
                  </label>
                </List.Item>
              );
            })}
          </List>
        )}
      </>
    );

  return (
    <GroupsFrame
      title={invite ? t('groups:select.inviteTitle') : t('groups:select.createTitle')}
      backTo={invite && validGroup ? settingsPath : paths.chat}
      footer={
        <Button
          block
          color="primary"
          disabled={picked.length === 0}
          loading={inviteMembers.isPending}
          onClick={confirm}
        >
          {invite
            ? t('groups:select.inviteSubmit', { count: picked.length })
            : t('groups:select.next', { count: picked.length })}
        </Button>
      }
    >
      {content}
    </GroupsFrame>
  );
}
