import { StatisticsModule } from '@volna/contracts';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { inviteLink, shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useBlindBoxStatus } from '../api/status.ts';
import styles from '../components/blindBox.module.css';

/** pagesBlindBox/pages/inviteFriends: my invitation link; each friend who joins with it adds attempts, once. */
export default function InviteFriendsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.session?.userId);
  const status = useBlindBoxStatus();
  // Blind-box invitations count for dating and come back to the box: the launch link the app binds after sign-up.
  const link = inviteLink(userId ?? 0, StatisticsModule.dating, paths.blindBoxHome);
  const copy = () =>
    shareInviteLink(link, { title: t('blindBox:invite.title'), copied: t('blindBox:invite.copied') });

  let figures: React.ReactNode;
  if (status.isPending) figures = <Skeleton.Paragraph lineCount={2} animated />;
  else if (status.isError)
    figures = <LoadFailed onRetry={() => void status.refetch()} reason={status.error.message} />;
  else
    figures = (
      <div className={styles.card}>
        <p className={styles.label} data-testid="blind-box-invited">
          {t('blindBox:invite.invited', { n: status.data.invitedFriends })}
        </p>
        <p className={styles.muted}>{t('blindBox:invite.bonusLeft', { n: status.data.bonusLeft })}</p>
      </div>
    );

  return (
    <PageFrame title={t('blindBox:invite.title')} backTo={paths.blindBoxHome}>
      <div className={styles.page}>
        <div className={styles.box}>
          <span className={styles.boxIcon} aria-hidden>
            🤝
          </span>
          <p>{t('blindBox:invite.lead')}</p>
        </div>
        {figures}
        <div className={styles.card}>
          <p className={styles.link}>{link}</p>
        </div>
        <Button block color="primary" size="large" onClick={() => void copy()}>
          {t('blindBox:invite.copy')}
        </Button>
        <Button block fill="none" color="primary" onClick={() => navigate(paths.myInvites)}>
          {t('invites:open')}
        </Button>
      </div>
    </PageFrame>
  );
}
