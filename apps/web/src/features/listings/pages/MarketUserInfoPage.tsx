import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';

/** pagesCategory userInfo: my side of the marketplace — collection, releases, orders, profile, invitations, the guide. */
export default function MarketUserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = [
    {
      to: paths.categoryCollection,
      title: 'listings:collection.title',
      hint: 'listings:userInfo.collectionHint',
    },
    { to: paths.categoryReleases, title: 'listings:releases.title', hint: 'listings:userInfo.releasesHint' },
    { to: paths.categoryOrders, title: 'listings:orders.title', hint: 'listings:userInfo.ordersHint' },
    { to: paths.myPhones, title: 'listings:phones.mine', hint: 'listings:userInfo.phonesHint' },
    { to: paths.categoryEditUserInfo, title: 'listings:userInfo.edit', hint: 'listings:userInfo.editHint' },
    { to: paths.categoryInviteFriends, title: 'listings:invite.title', hint: 'listings:userInfo.inviteHint' },
    { to: paths.categoryGuide, title: 'listings:guide.title', hint: 'listings:userInfo.guideHint' },
  ];
  return (
    <PageFrame title={t('listings:userInfo.title')} backTo={paths.categoryHome}>
      <List>
        {entries.map((entry) => (
          <List.Item key={entry.to} onClick={() => navigate(entry.to)} description={t(entry.hint)}>
            {t(entry.title)}
          </List.Item>
        ))}
      </List>
    </PageFrame>
  );
}
