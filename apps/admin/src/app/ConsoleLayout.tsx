import { useQuery } from '@tanstack/react-query';
import type { StaffMeVo } from '@volna/contracts';
import { Button, Layout, Menu, type MenuProps, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Suspense } from 'react';
import { UserDrawerHost } from '../features/users/UserDrawerHost.tsx';
import { api } from '../shared/api.ts';
import { endSession } from '../shared/session.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { type NavItem, navFor } from './nav.ts';

function menuItems(items: NavItem[], t: (key: string) => string): MenuProps['items'] {
  const entry = (item: NavItem) => ({ key: item.path, label: t(item.label) });
  const wallet = items.filter((item) => item.group === 'wallet');
  // The wallet group sits where its first page stands in NAV.
  return items.flatMap((item) => {
    if (!item.group) return [entry(item)];
    if (item !== wallet[0]) return [];
    return [{ key: 'wallet', label: t('nav.wallet'), children: wallet.map(entry) }];
  });
}

async function logout() {
  await api.post('/app/logout', {}, true).catch(() => undefined);
  endSession();
}

/** The signed-in console: the side menu of what the role may use, the header, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useQuery({ queryKey: ['me'], queryFn: () => api.get<StaffMeVo>('/admin/api/me') });

  if (me.isPending)
    return (
      <Spin size="large" fullscreen tip={t('loading')}>
        <span />
      </Spin>
    );
  if (me.isError)
    return (
      <Result
        status="403"
        title={t('notAllowedTitle')}
        subTitle={me.error.message}
        extra={<Button onClick={logout}>{t('logout')}</Button>}
      />
    );

  const items = navFor(me.data.staffRole);
  const current = items.find((item) => item.path === pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="lg">
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[pathname]}
          defaultOpenKeys={['wallet']}
          items={menuItems(items, t)}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space size="middle">
            <Typography.Text data-testid="staff-name">
              {me.data.nickName || me.data.userName} · {t(`roles.${me.data.staffRole}`)}
            </Typography.Text>
            <LanguageSwitch />
            <Button onClick={logout}>{t('logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          {/* A page loading shows in the content area; the menu and header stay. */}
          <Suspense fallback={<Spin />}>
            {current ? <Outlet /> : <Result status="403" title={t('notAllowedTitle')} />}
          </Suspense>
          <UserDrawerHost />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
