import { BANNER_MS, type GroupInvitationEvent } from '@volna/contracts';
import { CloseOutline, MailOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { invitationToShow } from '../model/invitation-banner.ts';
import styles from '../../../shared/ui/TopBanner.module.css';

/**
 * A banner for 3 s when someone invites me to a group (issue 17): who and to which group; a tap opens my
 * invitations, × closes it. Old invitations replayed after a reconnect show none (the badges still count them).
 */
export function GroupInvitationAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<GroupInvitationEvent | null>(null);

  useEffect(
    () =>
      messaging.onEvents((events) => {
        const invitation = invitationToShow(events, Date.now());
        if (invitation) setShown(invitation);
      }),
    [],
  );
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  const open = () => {
    setShown(null);
    navigate(paths.groupInvitations);
  };
  return (
    <div className={styles.banner} role="alert" aria-label={t('groups:invitations.bannerLabel')}>
      <button type="button" className={styles.open} onClick={open} data-testid="group-invitation-banner">
        <MailOutline className={styles.icon} />
        <span className={styles.text}>
          <span className={styles.title}>{t('groups:invitations.bannerLabel')}</span>
          <span className={styles.line}>
            {t('groups:invitations.banner', { name: shown.inviterName, group: shown.groupName })}
          </span>
        </span>
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common:close')}
        onClick={() => setShown(null)}
      >
        <CloseOutline />
      </button>
    </div>
  );
}
