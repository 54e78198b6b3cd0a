import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminComplaintResolveBody, ComplaintStatus, type ComplaintVo } from '@volna/contracts';
import { Button, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { StatusDrawer } from '../../shared/ui/StatusDrawer.tsx';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { StaffNoteField } from '../../shared/ui/StaffNoteField.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { SupportChatLink } from '../users/SupportChatLink.tsx';
import { UserLink } from '../users/UserLink.tsx';
import { ReportedObject } from './ReportedObject.tsx';

/**
 * One complaint: who, against what (the reported message, its chat, the person and his earlier complaints), why;
 * resolve or dismiss with a note (confirmed); its audit trail.
 */
export function ComplaintDrawer({
  complaint,
  onClose,
  onChanged,
}: {
  complaint: ComplaintVo | null;
  onClose: () => void;
  onChanged: (complaint: ComplaintVo) => void;
}) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: (body: AdminComplaintResolveBody) =>
      api.post<ComplaintVo>('/admin/api/support/complaint/resolve', body),
    onSuccess: (changed) => {
      onChanged(changed);
      setNote('');
      client.invalidateQueries({ queryKey: ['complaints'] });
      client.invalidateQueries({ queryKey: ['audit', 'complaint'] });
      client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });

  return (
    <StatusDrawer
      item={complaint}
      width={560}
      open={complaint !== null}
      onClose={onClose}
      title={complaint ? t('complaints.detailTitle', { id: complaint.id }) : ''}
      statusLabel={t('tickets.statusColumn')}
      statusTag={(complaint) => (
        <StatusTag kind="complaint" status={complaint.status} testId="complaint-drawer-status" />
      )}
      facts={(complaint) => (
        <>
          <Descriptions.Item label={t('complaints.from')}>
            <Space>
              <UserLink userId={complaint.userId} />
              <SupportChatLink userId={complaint.userId} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('complaints.target')}>
            {t(`complaints.targetType.${complaint.targetType}`)} #{complaint.targetId}
          </Descriptions.Item>
          <Descriptions.Item label={t('complaints.reason')}>
            {t(`complaints.reasons.${complaint.reason}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('complaints.text')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {complaint.text || '—'}
            </Typography.Paragraph>
          </Descriptions.Item>
          {complaint.staffNote && (
            <Descriptions.Item label={t('complaints.note')}>{complaint.staffNote}</Descriptions.Item>
          )}
        </>
      )}
      after={(complaint) => (
        <>
          <ReportedObject complaintId={complaint.id} />
          {complaint.status === ComplaintStatus.open && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <StaffNoteField value={note} onChange={setNote} />
              <Space>
                {(
                  [
                    [ComplaintStatus.resolved, 'resolve'],
                    [ComplaintStatus.dismissed, 'dismiss'],
                  ] as const
                ).map(([status, action]) => (
                  <Popconfirm
                    key={action}
                    title={t(`complaints.${action}Question`)}
                    onConfirm={settled(() =>
                      resolve.mutateAsync({ id: complaint.id, status, note: note.trim() || undefined }),
                    )}
                  >
                    <Button type={action === 'resolve' ? 'primary' : 'default'} loading={resolve.isPending}>
                      {t(`complaints.${action}`)}
                    </Button>
                  </Popconfirm>
                ))}
              </Space>
            </Space>
          )}
          <AuditTrail objectType="complaint" objectId={complaint.id} />
        </>
      )}
    />
  );
}
