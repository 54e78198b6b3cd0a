import { displayName, groupId as groupIdSchema, userId as userIdSchema } from '@volna/contracts';
import { Button, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { useGroupMembers } from '../../../shared/messaging/api/groupMembers.ts';
import { useSentRequestTo } from '../api/sentRequests.ts';
import { GroupMemberInfo } from '../components/GroupMemberInfo.tsx';
import { groupMemberOf } from '../model/group-member.ts';
import { useUserProfile } from '../api/userProfile.ts';
import { FriendsFrame } from '../components/FriendsFrame.tsx';
import styles from '../components/friends.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { ProfileActions } from '../components/ProfileActions.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { paths } from '../../../shared/lib/paths.ts';

/**
 * Another user's profile (query: userId), the one screen behind AboutDetailUser, AboutDetailUsers and
 * FriendsInformation: what his privacy lets me see, my remark, and the actions. Opened from a group (`groupId`) I am
 * in, it also shows his nickname and role there; any other groupId is ignored.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = userIdSchema.safeParse(params.get('userId'));
  const userId = parsed.success ? parsed.data : null;
  const myId = useSessionStore((state) => state.session?.userId);
  const profile = useUserProfile(userId);
  const friends = useFriendList();
  // Nobody asks himself, so his own profile asks for no request.
  const requestee = userId !== null && userId !== myId ? userId : null;
  const sentRequest = useSentRequestTo(requestee);
  const parsedGroup = groupIdSchema.safeParse(params.get('groupId'));
  const groupId = parsedGroup.success ? String(parsedGroup.data) : null;
  const groupMembers = useGroupMembers(groupId, groupId !== null);
  const goBack = useGoBack(paths.friends);

  let content: React.ReactNode;
  // The server refusing him (no such user, a bad id) is final; a network failure is worth a retry.
  const refused = profile.error instanceof ApiError && profile.error.code !== 0;
  if (userId === null || refused)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={t('friends:noSuchUser')} description={t('friends:noSuchUserHint')}>
          <Button color="primary" onClick={goBack}>
            {t('common:back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (profile.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (profile.isError) content = <LoadFailed onRetry={() => void profile.refetch()} />;
  else {
    const user = profile.data;
    const name = displayName(user);
    const isFriend = friends.data?.some((friend) => friend.userId === user.userId) ?? false;
    const member = groupMemberOf(groupMembers.data?.rows, myId, user.userId);
    const ownName = displayName({ ...user, commentName: '', commentLast: '' });
    const phone = user.userPhone ? `${user.internationalAreaCode ?? ''} ${user.userPhone}`.trim() : '';
    content = (
      <Refreshable
        onRefresh={() =>
          Promise.all([
            profile.refetch(),
            friends.refetch(),
            requestee !== null && sentRequest.refetch(),
            groupId !== null && groupMembers.refetch(),
          ])
        }
      >
        <div className={styles.profile}>
          <PersonAvatar person={user} name={name} size={72} alt={name} />
          <div className={styles.profileText}>
            <h1 className={styles.name} data-testid="profile-name">
              {name}
            </h1>
            {ownName !== name && <p className={styles.meta}>{t('friends:ownName', { name: ownName })}</p>}
            {user.userName && user.userName !== name && user.userName !== ownName && (
              <p className={styles.meta}>{t('friends:userName', { name: user.userName })}</p>
            )}
            {member && <GroupMemberInfo member={member} />}
            {isFriend && (
              <Tag color="primary" fill="outline" data-testid="is-friend">
                {t('friends:isFriend')}
              </Tag>
            )}
          </div>
        </div>
        {(phone || user.email || user.userCode) && (
          <dl className={styles.section}>
            {phone && <Detail label={t('friends:phone')} value={phone} />}
            {user.email && <Detail label={t('friends:email')} value={user.email} />}
            {user.userCode && <Detail label={t('friends:userCode')} value={user.userCode} />}
          </dl>
        )}
        <ProfileActions
          user={user}
          isSelf={user.userId === myId}
          isFriend={isFriend}
          sentRequest={sentRequest.data ?? null}
        />
      </Refreshable>
    );
  }

  return (
    <FriendsFrame title={t('friends:profile')} backTo={paths.friends}>
      {content}
    </FriendsFrame>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue}>{value}</dd>
    </div>
  );
}
