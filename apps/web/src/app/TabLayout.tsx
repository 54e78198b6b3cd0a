import { SafeArea, TabBar } from 'antd-mobile';
import { HeartFill, HeartOutline, MessageFill, MessageOutline, UserOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppBadge } from '../features/chat/components/list/useAppBadge.ts';
import { PageSkeleton } from './global/PageSkeleton.tsx';
import styles from './TabLayout.module.css';
import { paths, tabPaths } from '../shared/lib/paths.ts';

const tabs = [
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
  { key: paths.posted, title: 'shell:tabs.me', icon: () => <UserOutline /> },
] as const;

/** The three tabs of spec §2: chat list (0), dating home (1), personal page (2). */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeKey = tabPaths.find((path) => path === pathname) ?? paths.dating;
  const chatBadge = useAppBadge();

  return (
    <div className={styles.layout}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tab's scroller takes focus so a keyboard can scroll it (axe: scrollable-region-focusable) */}
      <main className={styles.content} tabIndex={0}>
        {/* A boundary per tab, for the reason AppShell gives. */}
        <Suspense key={pathname} fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
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
    </div>
  );
}
