import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useVipProfile } from '../api/profile.ts';
import styles from '../components/vip.module.css';

/** pages/vipDating/personalCenter: my VIP card and the menu of my VIP dating. */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useVipProfile();

  let card: React.ReactNode;
  if (profile.isPending) card = <Skeleton.Paragraph lineCount={3} animated />;
  else if (profile.isError)
    card = <LoadFailed onRetry={() => void profile.refetch()} reason={profile.error.message} />;
  else if (!profile.data)
    card = (
      <ErrorBlock
        status="empty"
        title={t('vipDating:center.noProfile')}
        description={t('vipDating:center.noProfileHint')}
      >
        <Button color="primary" onClick={() => navigate(paths.vipCreateMyUserInfo)}>
          {t('vipDating:index.fillProfile')}
        </Button>
      </ErrorBlock>
    );
  else {
    const p = profile.data;
    card = (
      <div className={`${styles.card} ${styles.row}`}>
        <UserAvatar src={p.avatar} nickName={p.nickName} size={56} alt={p.nickName} />
        <div>
          <p className={styles.label}>{p.nickName}</p>
          <p className={styles.muted}>
            {t(p.sex === 1 ? 'vipDating:sex.male' : 'vipDating:sex.female')} ·{' '}
            {t('vipDating:candidate.age', { age: p.age })} · {p.city}
          </p>
          <p className={styles.muted}>{t('vipDating:center.body', { height: p.height, weight: p.weight })}</p>
        </div>
      </div>
    );
  }

  return (
    <PageFrame title={t('vipDating:center.title')} backTo={paths.vipIndex}>
      <div className={styles.page}>
        {card}
        <List>
          <List.Item onClick={() => navigate(paths.vipCreateMyUserInfo)}>
            {t('vipDating:center.editProfile')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.vipCreateMatchedDemand)}>
            {t('vipDating:index.findPartner')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.vipMyRequire)}>
            {t('vipDating:index.myRequests')}
          </List.Item>
        </List>
      </div>
    </PageFrame>
  );
}
