import { PAGE_VISIT_GROUPS, type PageVisitGroup, type PageVisitStatsRow } from '@volna/contracts';
import { Button, Card, DatePicker, Input, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';

const DAY = 'YYYY-MM-DD';
type Filter = 'groupBy' | 'from' | 'to' | 'pageName' | 'platform';

/**
 * Page-visit statistics: rows by page, by day or by platform for a period (the last 30 days unless chosen), filtered
 * by page and platform, sorted and paged on the server; the same rows, all of them, as a CSV file.
 */
export function PageVisitsPage() {
  const { t } = useTranslation('stats');
  const [exporting, setExporting] = useState(false);
  const table = usePagedTable<PageVisitStatsRow, Filter>({
    queryKey: 'pageVisits',
    path: '/admin/api/pageVisits',
    filters: {
      groupBy: { kind: 'string', default: 'page' },
      from: { kind: 'string' },
      to: { kind: 'string' },
      pageName: { kind: 'string' },
      platform: { kind: 'string' },
    },
    defaultSort: { sort: 'visits', order: 'desc' },
  });
  const { groupBy, from, to, pageName, platform } = table.filters as Record<Filter, string | undefined>;
  const text = (key: 'pageName' | 'platform') => (
    <Input.Search
      key={`${key}-${table.filters[key] ?? ''}`}
      allowClear
      aria-label={t(`filters.${key}`)}
      placeholder={t(`filters.${key}`)}
      defaultValue={table.filters[key]?.toString()}
      style={{ width: 180 }}
      onSearch={(value) => table.setFilter(key, value.trim() || undefined)}
    />
  );
  const exportCsv = async () => {
    setExporting(true);
    try {
      await api.download(
        '/admin/api/pageVisits/export',
        { groupBy, from, to, pageName, platform, ...table.sortQuery },
        `page-visits-${groupBy}.csv`,
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Button onClick={exportCsv} loading={exporting} data-testid="page-visits-export">
          {t('export')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<PageVisitGroup>
          data-testid="page-visits-group"
          value={(groupBy as PageVisitGroup | undefined) ?? 'page'}
          onChange={(value) => table.setFilter('groupBy', value)}
          options={PAGE_VISIT_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('filters.period')}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => {
            table.setFilters({
              from: range?.[0]?.format(DAY),
              to: range?.[1]?.format(DAY),
            });
          }}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          placeholder={[t('filters.from'), t('filters.to')]}
        />
        {text('pageName')}
        {text('platform')}
      </Space>
      <Table<PageVisitStatsRow>
        rowKey="key"
        {...table.tableProps}
        columns={[
          {
            title: t(`groups.${groupBy ?? 'page'}`),
            dataIndex: 'key',
            ...table.sortable('key'),
            render: (key: string) => key || t('notSent'),
          },
          { title: t('visits'), dataIndex: 'visits', align: 'right', ...table.sortable('visits') },
          { title: t('users'), dataIndex: 'users', align: 'right', ...table.sortable('users') },
          { title: t('guests'), dataIndex: 'guests', align: 'right', ...table.sortable('guests') },
        ]}
      />
    </Card>
  );
}
