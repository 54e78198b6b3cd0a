import { ComplaintStatus, type ComplaintVo } from '@volna/contracts';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { UserLink } from '../users/UserLink.tsx';
import { ComplaintDrawer } from './ComplaintDrawer.tsx';

/** Complaints against users, groups, messages and orders: open ones first, resolved or dismissed with a note. */
export function ComplaintsPage() {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState<ComplaintVo | null>(null);
  const table = usePagedTable<ComplaintVo, 'status'>({
    queryKey: 'complaints',
    path: '/admin/api/support/complaint/list',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { status: { kind: 'number', default: ComplaintStatus.open } },
  });

  return (
    <Card
      title={t('complaints.title')}
      extra={
        <FilterSelect<number>
          testId="complaint-status-filter"
          value={table.filters.status as number | undefined}
          onChange={(value) => table.setFilter('status', value)}
          allLabel={t('tickets.allStatuses')}
          options={statusesOf('complaint').map((s) => ({
            value: s,
            label: t(statusLabelKey('complaint', s)),
          }))}
        />
      }
    >
      <Table<ComplaintVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('tickets.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          {
            title: t('complaints.from'),
            dataIndex: 'userId',
            width: 120,
            render: (userId: number) => <UserLink userId={userId} />,
          },
          {
            title: t('complaints.target'),
            key: 'target',
            render: (_, row) => `${t(`complaints.targetType.${row.targetType}`)} #${row.targetId}`,
          },
          {
            title: t('complaints.reason'),
            dataIndex: 'reason',
            render: (r: string) => t(`complaints.reasons.${r}`),
          },
          {
            title: t('tickets.statusColumn'),
            dataIndex: 'status',
            ...table.sortable('status'),
            render: (s: number) => <StatusTag kind="complaint" status={s} />,
          },
          {
            title: t('tickets.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <ComplaintDrawer complaint={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </Card>
  );
}
