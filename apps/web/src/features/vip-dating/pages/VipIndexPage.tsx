import { Button, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useVipPrice } from '../api/price.ts';
import { useVipProfile } from '../api/profile.ts';
import styles from '../components/vip.module.css';

/** pages/vipDating/index: what VIP dating is, its price, and the way in (own card first, then a requirement). */
export default function VipIndexPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const price = useVipPrice();
  const profile = useVipProfile();
  const hasProfile = Boolean(profile.data);

  return (
    <PageFrame title={t('vipDating:index.title')} backTo={paths.dating}>
      <div className={styles.page}>
        <div className={styles.hero}>
          <h2>{t('vipDating:index.headline')}</h2>
          <p>{t('vipDating:index.lead')}</p>
        </div>
        <div className={styles.card}>
          {price.isPending ? (
            <Skeleton.Paragraph lineCount={1} animated />
          ) : (
            <p className={styles.muted}>
              {price.data
                ? t('vipDating:index.price', {
                    price: formatMoney(price.data.pricePerCandidate, { locale: i18n.language }),
                    currency: 'RUB',
                  })
                : t('vipDating:index.priceUnavailable')}
            </p>
          )}
        </div>
        <Button
          block
          color="primary"
          size="large"
          loading={profile.isPending}
          onClick={() => navigate(hasProfile ? paths.vipCreateMatchedDemand : paths.vipCreateMyUserInfo)}
        >
          {hasProfile ? t('vipDating:index.findPartner') : t('vipDating:index.fillProfile')}
        </Button>
        <List>
          <List.Item onClick={() => navigate(paths.vipPersonalCenter)}>
            {t('vipDating:index.personalCenter')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.vipMyRequire)}>
            {t('vipDating:index.myRequests')}
          </List.Item>
        </List>
      </div>
    </PageFrame>
  );
}
