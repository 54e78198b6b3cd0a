import { StatisticsModule } from '@volna/contracts';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { inviteLink, shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useInvitedFriends } from '../api/inviteFriends.ts';
import styles from '../components/dating.module.css';

/** inviteFriendsList: my invite code to share and the people who joined with it (their dating profile when published). */
export default function InviteFriendsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invited = useInvitedFriends();

  // The launch link the app keeps and binds after sign-up (spec §5), into dating.
  const share = (shareUserId: number) =>
    shareInviteLink(inviteLink(shareUserId, StatisticsModule.dating), {
      title: t('dating:invite.title'),
      copied: t('dating:invite.copied'),
    });

  let content: React.ReactNode;
  if (invited.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.section} />;
  else if (invited.isError)
    content = <LoadFailed onRetry={() => void invited.refetch()} reason={invited.error.message} />;
  else
    content = (
      <Refreshable onRefresh={() => invited.refetch()}>
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('dating:invite.code')}</h3>
          <p className={styles.muted}>{t('dating:invite.hint')}</p>
          <Button block color="primary" onClick={() => void share(invited.data.shareUserId)}>
            {t('dating:invite.copy')}
          </Button>
          <Button block fill="none" color="primary" onClick={() => navigate(paths.myInvites)}>
            {t('invites:open')}
          </Button>
        </div>
        {invited.data.invited.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={t('dating:invite.empty')}
            description={t('dating:invite.emptyHint')}
          />
        ) : (
          <List header={t('dating:invite.joined', { count: invited.data.invited.length })}>
            {invited.data.invited.map((friend) => (
              <List.Item
                key={friend.userId}
                prefix={
                  <UserAvatar
                    src={friend.avatar}
                    nickName={friend.nickName}
                    size={40}
                    alt={friend.nickName}
                  />
                }
                description={fullTime(Date.parse(friend.invitedTime), currentLanguage())}
                extra={friend.personalId ? t('dating:invite.hasProfile') : t('dating:invite.noProfile')}
                onClick={
                  friend.personalId
                    ? () => navigate(`${paths.datingPersonal}?id=${friend.personalId}`)
                    : undefined
                }
              >
                {friend.nickName}
              </List.Item>
            ))}
          </List>
        )}
      </Refreshable>
    );
  return (
    <PageFrame title={t('dating:invite.title')} backTo={paths.datingMenu}>
      {content}
    </PageFrame>
  );
}
