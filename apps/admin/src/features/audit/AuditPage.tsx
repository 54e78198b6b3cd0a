import { AUDIT_OBJECT_TYPES, type AuditObjectType, type AuditVo } from '@volna/contracts';
import { Card, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { auditChanges, auditSentence } from './audit-sentence.ts';

/** The audit log of every staff action, filtered by object. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const table = usePagedTable<AuditVo, 'objectType' | 'objectId'>({
    queryKey: 'audit',
    path: '/admin/api/audit',
    defaultSort: { sort: 'createTime', order: 'desc' },
    filters: { objectType: { kind: 'string' }, objectId: { kind: 'string' } },
  });
  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <FilterSelect<AuditObjectType>
            width={200}
            value={table.filters.objectType as AuditObjectType | undefined}
            onChange={(value) => table.setFilter('objectType', value)}
            allLabel={t('allObjects')}
            options={AUDIT_OBJECT_TYPES.map((type) => ({ value: type, label: t(`objects.${type}`) }))}
          />
          <Input.Search
            key={String(table.filters.objectId ?? '')}
            allowClear
            aria-label={t('objectId')}
            placeholder={t('objectId')}
            defaultValue={table.filters.objectId as string | undefined}
            style={{ width: 200 }}
            onSearch={(value) => table.setFilter('objectId', value.trim() || undefined)}
          />
        </Space>
      }
    >
      <Table<AuditVo>
        rowKey="id"
        {...table.tableProps}
        columns={[
          {
            title: t('time'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
            width: 170,
          },
          // A sentence, not an action key and JSON (issue 30): who did what to which object, then what changed.
          { title: t('action'), key: 'sentence', render: (_, row) => auditSentence(t, row) },
          { title: t('changes'), key: 'changes', render: (_, row) => auditChanges(t, row.before, row.after) },
        ]}
      />
    </Card>
  );
}
