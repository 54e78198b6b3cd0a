import { BUG_REPORT_CATEGORIES, BugReportStatus, type BugReportVo } from '@volna/contracts';
import { Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { BugReportDrawer } from './BugReportDrawer.tsx';

/** Users' bug reports with their files and device; staff move them through their states with a note. */
export function BugReportsPage() {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState<BugReportVo | null>(null);
  const table = usePagedTable<BugReportVo, 'status' | 'category'>({
    queryKey: 'bugReports',
    path: '/admin/api/support/bugReport/list',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: {
      status: { kind: 'number', default: BugReportStatus.open },
      category: { kind: 'string' },
    },
  });

  return (
    <Card
      title={t('bugReports.title')}
      extra={
        <Space>
          <FilterSelect<string>
            testId="bug-report-category-filter"
            width={160}
            value={table.filters.category as string | undefined}
            onChange={(value) => table.setFilter('category', value)}
            allLabel={t('bugReports.allCategories')}
            options={BUG_REPORT_CATEGORIES.map((c) => ({ value: c, label: t(`bugReports.categories.${c}`) }))}
          />
          <FilterSelect<number>
            testId="bug-report-status-filter"
            width={160}
            value={table.filters.status as number | undefined}
            onChange={(value) => table.setFilter('status', value)}
            allLabel={t('tickets.allStatuses')}
            options={statusesOf('bugReport').map((s) => ({
              value: s,
              label: t(statusLabelKey('bugReport', s)),
            }))}
          />
        </Space>
      }
    >
      <Table<BugReportVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('tickets.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          { title: t('tickets.userId'), dataIndex: 'userId', width: 110 },
          {
            title: t('bugReports.category'),
            dataIndex: 'category',
            render: (c: string) => t(`bugReports.categories.${c}`),
          },
          { title: t('bugReports.description'), dataIndex: 'description', ellipsis: true },
          {
            title: t('tickets.statusColumn'),
            dataIndex: 'status',
            ...table.sortable('status'),
            render: (s: number) => <StatusTag kind="bugReport" status={s} />,
          },
          {
            title: t('tickets.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <BugReportDrawer report={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </Card>
  );
}
