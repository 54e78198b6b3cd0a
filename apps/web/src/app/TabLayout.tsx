import { SafeArea, TabBar } from 'antd-mobile';
import { HeartFill, HeartOutline, MessageFill, MessageOutline, UserOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppBadge } from '../features/chat/components/list/useAppBadge.ts';
import { PageSkeleton } from './global/PageSkeleton.tsx';
import styles from './TabLayout.module.css';
import { paths } from '../shared/lib/paths.ts';
import { TAB_SET_PATHS, useTabSet } from '../shared/lib/tab-set.ts';

const ContactsIcon = lazy(() =>
  import('./classic-tab-icons.tsx').then((icons) => ({ default: icons.ContactsIcon })),
);
const DiscoverIcon = lazy(() =>
  import('./classic-tab-icons.tsx').then((icons) => ({ default: icons.DiscoverIcon })),
);
const later = (Icon: React.ComponentType) => () => (
  <Suspense fallback={null}>
    <Icon />
  </Suspense>
);

const TABS = [
  {
    key: paths.chat,
    title: 'shell:tabs.chat',
    icon: (active: boolean) => (active ? <MessageFill /> : <MessageOutline />),
  },
  {
    key: paths.dating,
    title: 'shell:tabs.dating',
    icon: (active: boolean) => (active ? <HeartFill /> : <HeartOutline />),
  },
  { key: paths.friends, title: 'shell:tabs.contacts', icon: later(ContactsIcon) },
  { key: paths.servicesHub, title: 'shell:tabs.discover', icon: later(DiscoverIcon) },
  { key: paths.posted, title: 'shell:tabs.me', icon: () => <UserOutline /> },
];

/**
 * The tabs of spec §2: chat list (0), dating home (1), personal page (2); or, chosen in Settings, the classic
 * messenger's chats, contacts, discover (the services hub with the dating feed) and me. A tab route that is not a tab
 * of the user's set (Contacts in the default set) shows without the bar, as the stacked page it is there.
 */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [tabSet] = useTabSet();
  const tabs = TABS.filter((tab) => TAB_SET_PATHS[tabSet].includes(tab.key));
  const activeKey = tabs.find((tab) => tab.key === pathname)?.key;
  const chatBadge = useAppBadge();

  return (
    <div className={activeKey ? styles.layout : `${styles.layout} ${styles.bare}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tab's scroller takes focus so a keyboard can scroll it (axe: scrollable-region-focusable) */}
      <main className={styles.content} tabIndex={0}>
        {/* A boundary per tab, for the reason AppShell gives. */}
        <Suspense key={pathname} fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {activeKey && (
        <nav className={styles.bar} aria-label={t('shell:tabs.label')}>
          <TabBar safeArea={false} activeKey={activeKey} onChange={(key) => navigate(key, { replace: true })}>
            {tabs.map((tab) => (
              <TabBar.Item
                key={tab.key}
                icon={tab.icon}
                title={t(tab.title)}
                badge={tab.key === paths.chat && chatBadge ? chatBadge : undefined}
              />
            ))}
          </TabBar>
          <SafeArea position="bottom" />
        </nav>
      )}
    </div>
  );
}
