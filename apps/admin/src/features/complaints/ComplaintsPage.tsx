import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminComplaintResolveBody, ComplaintStatus, type ComplaintVo } from '@volna/contracts';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
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

type Filter = { pageNum: number; pageSize: number; status?: number };

const COLORS: Record<number, string> = {
  [ComplaintStatus.open]: 'red',
  [ComplaintStatus.resolved]: 'green',
  [ComplaintStatus.dismissed]: 'default',
};

/** Complaints against users, groups, messages and orders: open ones first, resolved or dismissed with a note. */
export function ComplaintsPage() {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({ pageNum: 1, pageSize: 20, status: ComplaintStatus.open });
  const [open, setOpen] = useState<ComplaintVo | null>(null);
  const [note, setNote] = useState('');
  const list = useQuery({
    queryKey: ['complaints', filter],
    queryFn: () => api.page<ComplaintVo>('/admin/api/support/complaint/list', filter),
    placeholderData: keepPreviousData,
  });
  const resolve = useMutation({
    mutationFn: (body: AdminComplaintResolveBody) =>
      api.post<ComplaintVo>('/admin/api/support/complaint/resolve', body),
    onSuccess: (complaint) => {
      setOpen(complaint);
      setNote('');
      client.invalidateQueries({ queryKey: ['complaints'] });
      client.invalidateQueries({ queryKey: ['audit', 'complaint'] });
    },
  });
  const decide = (status: AdminComplaintResolveBody['status']) =>
    resolve.mutateAsync({ id: open!.id, status, note: note.trim() || undefined });

  return (
    <Card
      title={t('complaints.title')}
      extra={
        <Select<number | 'all'>
          style={{ width: 180 }}
          value={filter.status ?? 'all'}
          onChange={(value) =>
            setFilter((f) => ({ ...f, pageNum: 1, status: value === 'all' ? undefined : value }))
          }
          options={[
            { value: 'all', label: t('tickets.allStatuses') },
            ...Object.values(ComplaintStatus).map((s) => ({ value: s, label: t(`complaints.status.${s}`) })),
          ]}
        />
      }
    >
      <Table<ComplaintVo>
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
          { title: t('complaints.from'), dataIndex: 'userId', width: 120 },
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
            render: (s: number) => <Tag color={COLORS[s]}>{t(`complaints.status.${s}`)}</Tag>,
          },
          { title: t('tickets.created'), dataIndex: 'createTime', render: formatTime },
        ]}
      />
      <Drawer
        width={560}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('complaints.detailTitle', { id: open.id }) : ''}
      >
        {open && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('tickets.statusColumn')}>
                <Tag color={COLORS[open.status]}>{t(`complaints.status.${open.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('complaints.from')}>{open.userId}</Descriptions.Item>
              <Descriptions.Item label={t('complaints.target')}>
                {t(`complaints.targetType.${open.targetType}`)} #{open.targetId}
              </Descriptions.Item>
              <Descriptions.Item label={t('complaints.reason')}>
                {t(`complaints.reasons.${open.reason}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('complaints.text')}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {open.text || '—'}
                </Typography.Paragraph>
              </Descriptions.Item>
              {open.staffNote && (
                <Descriptions.Item label={t('complaints.note')}>{open.staffNote}</Descriptions.Item>
              )}
            </Descriptions>
            {open.status === ComplaintStatus.open && (
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
                  <Popconfirm
                    title={t('complaints.resolveQuestion')}
                    onConfirm={() => decide(ComplaintStatus.resolved)}
                  >
                    <Button type="primary" loading={resolve.isPending}>
                      {t('complaints.resolve')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('complaints.dismissQuestion')}
                    onConfirm={() => decide(ComplaintStatus.dismissed)}
                  >
                    <Button loading={resolve.isPending}>{t('complaints.dismiss')}</Button>
                  </Popconfirm>
                </Space>
              </Space>
            )}
            <AuditTrail objectType="complaint" objectId={open.id} />
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
