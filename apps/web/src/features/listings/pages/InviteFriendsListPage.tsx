import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { inviteLink, shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useInvitedFriends } from '../api/invitedFriends.ts';
import styles from '../components/listings.module.css';

/**
 * pagesCategory inviteFriendsList: my invite link into the marketplace and everyone who joined with one of my links
 * (the invites module binds one inviter per person), newest first, pulled to refresh.
 */
export default function InviteFriendsListPage() {
  const { t } = useTranslation();
  const invited = useInvitedFriends();
  const share = (userId: number) =>
    shareInviteLink(inviteLink(userId, undefined, paths.categoryHome), {
      title: t('listings:invite.title'),
      copied: t('listings:invite.copied'),
    });

  let content: React.ReactNode;
  if (invited.isPending)
    content = (
      <div className={styles.section} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (invited.isError)
    content = <LoadFailed onRetry={() => void invited.refetch()} reason={invited.error.message} />;
  else
    content = (
      <>
        <section className={styles.section}>
          <p className={styles.muted}>{t('listings:invite.hint')}</p>
          <Button block color="primary" onClick={() => void share(invited.data.shareUserId)}>
            {t('listings:invite.share')}
          </Button>
        </section>
        {invited.data.invited.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={t('listings:invite.empty')}
            description={t('listings:invite.emptyHint')}
          />
        ) : (
          <List header={t('listings:invite.joined', { count: invited.data.invited.length })}>
            {invited.data.invited.map((friend) => (
              <List.Item
                key={friend.userId}
                prefix={<UserAvatar src={friend.avatar} nickName={friend.nickName} size={40} alt="" />}
                description={fullTime(Date.parse(friend.invitedTime), currentLanguage())}
              >
                {friend.nickName}
              </List.Item>
            ))}
          </List>
        )}
      </>
    );
  return (
    <PageFrame title={t('listings:invite.title')} backTo={paths.categoryUserInfo}>
      <Refreshable onRefresh={() => invited.refetch()}>{content}</Refreshable>
    </PageFrame>
  );
}
