import { type StaffMeVo, StaffRole } from '@volna/contracts';
import { Alert, Drawer, Result, Space, Spin, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { BlockControl } from './BlockControl.tsx';
import { RoleControl } from './RoleControl.tsx';
import { SupportChatLink } from './SupportChatLink.tsx';
import { UserBalances } from './UserBalances.tsx';
import { UserFlows } from './UserFlows.tsx';
import { UserProfile } from './UserProfile.tsx';
import { UserSessions } from './UserSessions.tsx';
import { useUserDetail } from './useUserDetail.ts';

/** One user: profile, sessions, balances, money history (read only) and audit; block, end sessions, staff role. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const detail = useUserDetail(userId);
  const user = detail.data;

  return (
    <Drawer
      width={880}
      open={userId !== null}
      onClose={onClose}
      title={user ? t('detailTitle', { name: user.nickName || user.userName, id: user.userId }) : ''}
      extra={user && <BlockControl user={user} />}
      data-testid="user-drawer"
    >
      {detail.isError ? (
        <Result status="warning" subTitle={detail.error.message} />
      ) : !user ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {user.blocked && (
            <Alert
              type="error"
              showIcon
              data-testid="user-blocked"
              message={t('blockedBanner', { name: user.blocked.staffName })}
              description={user.blocked.reason}
            />
          )}
          <SupportChatLink userId={user.userId} />
          <Tabs
            items={[
              { key: 'profile', label: t('tabs.profile'), children: <UserProfile user={user} /> },
              {
                key: 'sessions',
                label: t('tabs.sessions'),
                children: <UserSessions user={user} canEnd={isAdmin} />,
              },
              { key: 'balances', label: t('tabs.balances'), children: <UserBalances user={user} /> },
              { key: 'flows', label: t('tabs.flows'), children: <UserFlows userId={user.userId} /> },
              ...(isAdmin
                ? [{ key: 'role', label: t('tabs.role'), children: <RoleControl user={user} /> }]
                : []),
              {
                key: 'audit',
                label: t('tabs.audit'),
                children: <AuditTrail objectType="user" objectId={user.userId} />,
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
