import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminBugReportStatusBody, BugReportStatus, type BugReportStatusValue } from '@volna/contracts';
import type { BugReportVo } from '@volna/contracts';
import { Button, Descriptions, Image, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { StatusDrawer } from '../../shared/ui/StatusDrawer.tsx';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { StaffNoteField } from '../../shared/ui/StaffNoteField.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { UserLink } from '../users/UserLink.tsx';

const isImage = (url: string) => /\.(png|jpe?g|gif|webp|bmp)(\?|$)/i.test(url);

/** One bug report: text, device, files, the status change with a note (confirmed), and its audit trail. */
export function BugReportDrawer({
  report,
  onClose,
  onChanged,
}: {
  report: BugReportVo | null;
  onClose: () => void;
  onChanged: (report: BugReportVo) => void;
}) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const [next, setNext] = useState<BugReportStatusValue>(BugReportStatus.inProgress);
  const [note, setNote] = useState('');
  const change = useMutation({
    mutationFn: (body: AdminBugReportStatusBody) =>
      api.post<BugReportVo>('/admin/api/support/bugReport/status', body),
    onSuccess: (changed) => {
      onChanged(changed);
      setNote('');
      client.invalidateQueries({ queryKey: ['bugReports'] });
      client.invalidateQueries({ queryKey: ['audit', 'bugReport'] });
    },
  });

  return (
    <StatusDrawer
      item={report}
      width={640}
      open={report !== null}
      onClose={onClose}
      title={report ? t('bugReports.detailTitle', { id: report.id }) : ''}
      statusLabel={t('tickets.statusColumn')}
      statusTag={(report) => (
        <StatusTag kind="bugReport" status={report.status} testId="bug-report-drawer-status" />
      )}
      facts={(report) => (
        <>
          <Descriptions.Item label={t('tickets.userId')}>
            <UserLink userId={report.userId} />
          </Descriptions.Item>
          <Descriptions.Item label={t('bugReports.category')}>
            {t(`bugReports.categories.${report.category}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('bugReports.description')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {report.description}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('bugReports.device')}>
            {Object.entries(report.device)
              .map(([key, value]) => `${key}: ${value}`)
              .join(' · ') || '—'}
          </Descriptions.Item>
          {report.staffNote && (
            <Descriptions.Item label={t('complaints.note')}>{report.staffNote}</Descriptions.Item>
          )}
        </>
      )}
      after={(report) => (
        <>
          {report.files.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {report.files.map((url) =>
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
            <StaffNoteField value={note} onChange={setNote} />
            <Space>
              <Select<BugReportStatusValue>
                aria-label={t('tickets.setStatus')}
                data-testid="bug-report-next-status"
                style={{ width: 180 }}
                value={next}
                onChange={setNext}
                options={statusesOf('bugReport').map((s) => ({
                  value: s as BugReportStatusValue,
                  label: t(statusLabelKey('bugReport', s)),
                }))}
              />
              <Popconfirm
                title={t('tickets.statusQuestion', { status: t(statusLabelKey('bugReport', next)) })}
                disabled={next === report.status}
                onConfirm={settled(() =>
                  change.mutateAsync({ id: report.id, status: next, note: note.trim() || undefined }),
                )}
              >
                <Button disabled={next === report.status} loading={change.isPending}>
                  {t('tickets.apply')}
                </Button>
              </Popconfirm>
            </Space>
          </Space>
          <AuditTrail objectType="bugReport" objectId={report.id} />
        </>
      )}
    />
  );
}
