import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBugReportStatusBody,
  BUG_REPORT_CATEGORIES,
  BugReportStatus,
  type BugReportStatusValue,
  type BugReportVo,
} from '@volna/contracts';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Image,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';

type Filter = { pageNum: number; pageSize: number; status?: number; category?: string };

const COLORS: Record<number, string> = {
  [BugReportStatus.open]: 'red',
  [BugReportStatus.inProgress]: 'gold',
  [BugReportStatus.fixed]: 'green',
  [BugReportStatus.rejected]: 'default',
};
const STATUSES = Object.values(BugReportStatus) as BugReportStatusValue[];
const isImage = (url: string) => /\.(png|jpe?g|gif|webp|bmp)(\?|$)/i.test(url);

/** Users' bug reports with their files and device; staff move them through their states with a note. */
export function BugReportsPage() {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({ pageNum: 1, pageSize: 20, status: BugReportStatus.open });
  const [open, setOpen] = useState<BugReportVo | null>(null);
  const [next, setNext] = useState<BugReportStatusValue>(BugReportStatus.inProgress);
  const [note, setNote] = useState('');
  const list = useQuery({
    queryKey: ['bugReports', filter],
    queryFn: () => api.page<BugReportVo>('/admin/api/support/bugReport/list', filter),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: (body: AdminBugReportStatusBody) =>
      api.post<BugReportVo>('/admin/api/support/bugReport/status', body),
    onSuccess: (report) => {
      setOpen(report);
      setNote('');
      client.invalidateQueries({ queryKey: ['bugReports'] });
      client.invalidateQueries({ queryKey: ['audit', 'bugReport'] });
    },
  });

  return (
    <Card
      title={t('bugReports.title')}
      extra={
        <Space>
          <Select<string>
            style={{ width: 160 }}
            value={filter.category ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, category: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('bugReports.allCategories') },
              ...BUG_REPORT_CATEGORIES.map((c) => ({ value: c, label: t(`bugReports.categories.${c}`) })),
            ]}
          />
          <Select<number | 'all'>
            style={{ width: 160 }}
            value={filter.status ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, status: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('tickets.allStatuses') },
              ...STATUSES.map((s) => ({ value: s, label: t(`bugReports.status.${s}`) })),
            ]}
          />
        </Space>
      }
    >
      <Table<BugReportVo>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: filter.pageNum,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('tickets.id'), dataIndex: 'id', width: 80 },
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
            render: (s: number) => <Tag color={COLORS[s]}>{t(`bugReports.status.${s}`)}</Tag>,
          },
          { title: t('tickets.created'), dataIndex: 'createTime', render: formatTime },
        ]}
      />
      <Drawer
        width={640}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('bugReports.detailTitle', { id: open.id }) : ''}
      >
        {open && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('tickets.statusColumn')}>
                <Tag color={COLORS[open.status]}>{t(`bugReports.status.${open.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('tickets.userId')}>{open.userId}</Descriptions.Item>
              <Descriptions.Item label={t('bugReports.category')}>
                {t(`bugReports.categories.${open.category}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('bugReports.description')}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {open.description}
                </Typography.Paragraph>
              </Descriptions.Item>
              <Descriptions.Item label={t('bugReports.device')}>
                {Object.entries(open.device)
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(' · ') || '—'}
              </Descriptions.Item>
              {open.staffNote && (
                <Descriptions.Item label={t('complaints.note')}>{open.staffNote}</Descriptions.Item>
              )}
            </Descriptions>
            {open.files.length > 0 && (
              <Image.PreviewGroup>
                <Space wrap>
                  {open.files.map((url) =>
                    isImage(url) ? (
                      <Image key={url} src={url} width={120} alt={t('bugReports.file')} />
                    ) : (
                      <a key={url} href={url} target="_blank" rel="noreferrer">
                        {url.split('/').pop()}
                      </a>
                    ),
                  )}
                </Space>
              </Image.PreviewGroup>
            )}
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                aria-label={t('complaints.note')}
                placeholder={t('complaints.notePlaceholder')}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Space>
                <Select<BugReportStatusValue>
                  style={{ width: 180 }}
                  value={next}
                  onChange={setNext}
                  options={STATUSES.map((s) => ({ value: s, label: t(`bugReports.status.${s}`) }))}
                />
                <Popconfirm
                  title={t('tickets.statusQuestion', { status: t(`bugReports.status.${next}`) })}
                  disabled={next === open.status}
                  onConfirm={() =>
                    change.mutateAsync({ id: open.id, status: next, note: note.trim() || undefined })
                  }
                >
                  <Button disabled={next === open.status} loading={change.isPending}>
                    {t('tickets.apply')}
                  </Button>
                </Popconfirm>
              </Space>
            </Space>
            <AuditTrail objectType="bugReport" objectId={open.id} />
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
