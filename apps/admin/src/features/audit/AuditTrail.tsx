import { useQuery } from '@tanstack/react-query';
import type { AuditObjectType, AuditVo } from '@volna/contracts';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { auditChanges, auditSentence } from './audit-sentence.ts';

/** Every staff action on one object, newest first, as sentences: who did what, when, and what changed. */
export function AuditTrail({
  objectType,
  objectId,
}: {
  objectType: AuditObjectType;
  objectId: string | number;
}) {
  const { t } = useTranslation('audit');
  const trail = useQuery({
    queryKey: ['audit', objectType, String(objectId)],
    queryFn: () =>
      api.page<AuditVo>('/admin/api/audit', { objectType, objectId: String(objectId), pageSize: 50 }),
  });
  return (
    <div data-testid="audit-trail">
      <Typography.Title level={5}>{t('trailTitle')}</Typography.Title>
      {trail.data?.rows.length === 0 && <Typography.Text type="secondary">{t('none')}</Typography.Text>}
      <Timeline
        items={trail.data?.rows.map((row) => ({
          key: row.id,
          children: (
            <>
              <Typography.Text strong>{auditSentence(t, row)}</Typography.Text> · {formatTime(row.createTime)}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {auditChanges(t, row.before, row.after)}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </div>
  );
}
