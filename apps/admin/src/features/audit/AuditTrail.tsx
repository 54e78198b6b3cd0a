import { useQuery } from '@tanstack/react-query';
import type { AuditObjectType, AuditVo } from '@volna/contracts';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { auditValue } from './auditValue.ts';

/** Every staff action on one object, newest first: who, when, what, before → after. */
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
              <Typography.Text strong>{row.action}</Typography.Text> · {row.staffName} (#{row.staffId}) ·{' '}
              {formatTime(row.createTime)}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {auditValue(row.before)} → {auditValue(row.after)}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </div>
  );
}
