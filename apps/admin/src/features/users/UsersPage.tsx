import { type AdminUserVo, StaffRole, type StaffMeVo } from '@volna/contracts';
import { Button, Card, Input, Popconfirm, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { useForceLogout } from './api.ts';
import { UserLink, useOpenUser } from './UserLink.tsx';
import { settled } from '../../shared/api.ts';

/** User search by phone, e-mail, name or id; a row opens the user's drawer; the administrator ends sessions here too. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { t: common } = useTranslation();
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const forceLogout = useForceLogout();
  const openUser = useOpenUser();
  const table = usePagedTable<AdminUserVo, 'keyword'>({
    queryKey: 'users',
    path: '/admin/api/users',
    defaultSort: { sort: 'userId', order: 'desc' },
    filters: { keyword: { kind: 'string' } },
  });

  return (
    <Card
      title={t('title')}
      extra={
        <Input.Search
          key={String(table.filters.keyword ?? '')}
          allowClear
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          defaultValue={table.filters.keyword as string | undefined}
          style={{ width: 320 }}
          onSearch={(value) => table.setFilter('keyword', value.trim() || undefined)}
        />
      }
    >
      <Table<AdminUserVo>
        rowKey="userId"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => openUser(row.userId), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('id'),
            dataIndex: 'userId',
            ...table.sortable('userId'),
            width: 90,
            render: (userId: number) => <UserLink userId={userId} />,
          },
          { title: t('name'), key: 'name', render: (_, row) => row.nickName || row.userName },
          {
            title: t('phone'),
            key: 'phone',
            render: (_, row) => (row.phone ? `${row.areaCode ?? ''} ${row.phone}` : '—'),
          },
          { title: t('email'), dataIndex: 'email', render: (email: string | null) => email ?? '—' },
          {
            title: t('role'),
            dataIndex: 'staffRole',
            render: (role: number) =>
              role === StaffRole.none ? '—' : <Tag color="blue">{common(`roles.${role}`)}</Tag>,
          },
          {
            title: t('account'),
            dataIndex: 'blocked',
            render: (blocked: boolean) => <StatusTag kind="blocked" status={blocked ? 1 : 0} />,
          },
          { title: t('sessions'), dataIndex: 'sessions', width: 100 },
          {
            title: t('created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
          ...(isAdmin
            ? [
                {
                  key: 'actions',
                  render: (_: unknown, row: AdminUserVo) => (
                    // Clicks here (the popover's too: React events cross portals) must not reach the row, which opens the drawer.
                    <span onClick={(event) => event.stopPropagation()}>
                      <Popconfirm
                        title={t('forceLogoutQuestion')}
                        disabled={row.sessions === 0}
                        onConfirm={settled(() => forceLogout.mutateAsync({ userId: row.userId }))}
                      >
                        <Button size="small" danger disabled={row.sessions === 0}>
                          {t('forceLogout')}
                        </Button>
                      </Popconfirm>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
