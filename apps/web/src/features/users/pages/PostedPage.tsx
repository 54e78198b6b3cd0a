import { displayName } from '@volna/contracts';
import { List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import styles from '../components/users.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

function ProfileSkeleton() {
  return (
    <div className={styles.profile} aria-busy="true">
      <Skeleton animated style={{ width: 72, height: 72, borderRadius: '50%' }} />
      <div className={styles.profileText}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    </div>
  );
}

/** Personal page, tab 2: who I am and the way to my profile and settings. */
export default function PostedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useMyInfo();

  if (info.isPending) return <ProfileSkeleton />;
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;

  const me = info.data;
  const name = displayName(me);
  const phone = me.userPhone ? `${me.internationalAreaCode}${me.userPhone}` : '';
  return (
    <div className={styles.page}>
      <Refreshable onRefresh={() => info.refetch()}>
        <section className={styles.profile} data-testid="profile">
          <PersonAvatar person={me} name={name} size={72} alt={t('users:avatar')} />
          <div className={styles.profileText}>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.meta}>{t('users:userCode', { code: me.userCode })}</p>
            {phone && phone !== name && <p className={styles.meta}>{phone}</p>}
            {me.email && <p className={styles.meta}>{me.email}</p>}
          </div>
        </section>
        <List className={styles.section}>
          <List.Item onClick={() => navigate(paths.editProfile)} description={t('users:editProfileHint')}>
            {t('users:editProfile')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.walletHome)} description={t('wallet:entryHint')}>
            {t('wallet:entry')}
          </List.Item>
          <List.Item
            onClick={() => navigate(paths.servicesHub)}
            description={t('listings:hub.entryHint')}
            data-testid="services-entry"
          >
            {t('listings:hub.title')}
          </List.Item>
          <List.Item
            onClick={() => navigate(paths.fitness)}
            description={t('fitness:entryHint')}
            data-testid="fitness-entry"
          >
            {t('fitness:title')}
          </List.Item>
          <List.Item
            onClick={() => navigate(paths.myInvites)}
            description={t('invites:entryHint')}
            data-testid="invites-entry"
          >
            {t('invites:open')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.settings)}>{t('settings:title')}</List.Item>
        </List>
      </Refreshable>
    </div>
  );
}
