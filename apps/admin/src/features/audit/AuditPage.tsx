import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_OBJECT_TYPES, type AuditObjectType, type AuditVo } from '@volna/contracts';
import { Card, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type Filter = { pageNum: number; pageSize: number; objectType?: AuditObjectType; objectId?: string };

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log of every staff action, filtered by object. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [filter, setFilter] = useState<Filter>({ pageNum: 1, pageSize: 20 });
  const list = useQuery({
    queryKey: ['audit', 'all', filter],
    queryFn: () => api.page<AuditVo>('/admin/api/audit', filter),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Select<AuditObjectType | 'all'>
            style={{ width: 200 }}
            value={filter.objectType ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, objectType: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('allObjects') },
              ...AUDIT_OBJECT_TYPES.map((type) => ({ value: type, label: t(`objects.${type}`) })),
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t('objectId')}
            style={{ width: 200 }}
            onSearch={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, objectId: value.trim() || undefined }))
            }
          />
        </Space>
      }
    >
      <Table<AuditVo>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows}
        pagination={{
          current: filter.pageNum,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('time'), dataIndex: 'createTime', render: formatTime, width: 170 },
          { title: t('staff'), key: 'staff', render: (_, row) => `${row.staffName} (#${row.staffId})` },
          { title: t('action'), dataIndex: 'action' },
          {
            title: t('object'),
            key: 'object',
            render: (_, row) =>
              `${t(`objects.${row.objectType}`, { defaultValue: row.objectType })} #${row.objectId}`,
          },
          { title: t('before'), dataIndex: 'before', render: brief, ellipsis: true },
          { title: t('after'), dataIndex: 'after', render: brief, ellipsis: true },
        ]}
      />
    </Card>
  );
}
