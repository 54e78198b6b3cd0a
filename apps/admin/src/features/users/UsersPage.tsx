import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminUserVo, StaffRole, type StaffMeVo, type StaffRoleValue } from '@volna/contracts';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type Filter = { pageNum: number; pageSize: number; keyword?: string };

const ROLES = Object.values(StaffRole) as StaffRoleValue[];

/** User search by phone, e-mail, name or id; the platform administrator can end sessions and grant staff roles. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const me = client.getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const [filter, setFilter] = useState<Filter>({ pageNum: 1, pageSize: 20 });
  const [roleDraft, setRoleDraft] = useState<Record<number, StaffRoleValue>>({});
  const list = useQuery({
    queryKey: ['users', filter],
    queryFn: () => api.page<AdminUserVo>('/admin/api/users', filter),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['users'] });
  const forceLogout = useMutation({
    mutationFn: (userId: number) => api.post('/admin/api/users/forceLogout', { userId }),
    onSuccess: refresh,
  });
  const grant = useMutation({
    mutationFn: (body: { userId: number; staffRole: StaffRoleValue }) =>
      api.post('/admin/api/users/staffRole', body),
    onSuccess: refresh,
  });

  return (
    <Card
      title={t('title')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          style={{ width: 320 }}
          onSearch={(value) => setFilter((f) => ({ ...f, pageNum: 1, keyword: value.trim() || undefined }))}
        />
      }
    >
      <Table<AdminUserVo>
        rowKey="userId"
        loading={list.isFetching}
        dataSource={list.data?.rows}
        pagination={{
          current: filter.pageNum,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('id'), dataIndex: 'userId', width: 80 },
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
          { title: t('sessions'), dataIndex: 'sessions', width: 100 },
          { title: t('created'), dataIndex: 'createTime', render: formatTime },
          ...(isAdmin
            ? [
                {
                  key: 'actions',
                  render: (_: unknown, row: AdminUserVo) => {
                    const draft = roleDraft[row.userId] ?? (row.staffRole as StaffRoleValue);
                    return (
                      <Space wrap>
                        <Popconfirm
                          title={t('forceLogoutQuestion')}
                          disabled={row.sessions === 0}
                          onConfirm={() => forceLogout.mutateAsync(row.userId)}
                        >
                          <Button size="small" danger disabled={row.sessions === 0}>
                            {t('forceLogout')}
                          </Button>
                        </Popconfirm>
                        <Select<StaffRoleValue>
                          size="small"
                          style={{ width: 200 }}
                          value={draft}
                          onChange={(value) => setRoleDraft((d) => ({ ...d, [row.userId]: value }))}
                          options={ROLES.map((role) => ({ value: role, label: common(`roles.${role}`) }))}
                        />
                        <Popconfirm
                          title={t('roleQuestion', { role: common(`roles.${draft}`) })}
                          disabled={draft === row.staffRole}
                          onConfirm={() => grant.mutateAsync({ userId: row.userId, staffRole: draft })}
                        >
                          <Button size="small" disabled={draft === row.staffRole}>
                            {t('applyRole')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
