import type { AdminSessionVo, AdminUserDetailVo } from '@volna/contracts';
import { Badge, Button, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { useForceLogout } from './api.ts';
import { settled } from '../../shared/api.ts';

/** The user's last sessions, live ones first in the server's order; the administrator ends every live one at once. */
export function UserSessions({ user, canEnd }: { user: AdminUserDetailVo; canEnd: boolean }) {
  const { t } = useTranslation('users');
  const forceLogout = useForceLogout();
  const live = user.sessions.filter((session) => session.live).length;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canEnd && (
        <Popconfirm
          title={t('forceLogoutQuestion')}
          disabled={live === 0}
          onConfirm={settled(() => forceLogout.mutateAsync({ userId: user.userId }))}
        >
          <Button
            danger
            disabled={live === 0}
            loading={forceLogout.isPending}
            data-testid="user-force-logout"
          >
            {t('forceLogout')} ({live})
          </Button>
        </Popconfirm>
      )}
      <Table<AdminSessionVo>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={user.sessions}
        columns={[
          {
            title: t('sessionsTable.state'),
            key: 'live',
            render: (_, row) =>
              row.live ? (
                <Badge status="success" text={t('sessionsTable.live')} />
              ) : (
                <Badge
                  status="default"
                  text={t('sessionsTable.ended', {
                    reason: row.revokeReason
                      ? t(`sessionsTable.reasons.${row.revokeReason}`, { defaultValue: row.revokeReason })
                      : t('sessionsTable.expired'),
                  })}
                />
              ),
          },
          { title: t('sessionsTable.device'), dataIndex: 'userAgent', ellipsis: true },
          { title: t('sessionsTable.ip'), dataIndex: 'ip', width: 130 },
          { title: t('sessionsTable.started'), dataIndex: 'createTime', render: formatTime, width: 160 },
          {
            title: t('sessionsTable.until'),
            key: 'until',
            width: 160,
            render: (_, row) => formatTime(row.revokeTime ?? row.expireTime),
          },
        ]}
      />
    </Space>
  );
}
