import { useQuery } from '@tanstack/react-query';
import type { DashboardVo } from '@volna/contracts';
import { Card, Col, Result, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';

const FIGURES = [
  'usersTotal',
  'usersNewToday',
  'dau',
  'messagesToday',
  'openTickets',
  'openBugReports',
  'openComplaints',
  'pendingTopUps',
] as const satisfies readonly (keyof DashboardVo)[];

/** The platform at a glance; a figure without a data source yet shows a dash. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const board = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<DashboardVo>('/admin/api/dashboard', undefined, true),
  });
  if (board.isError)
    return <Result status="warning" title={t('unavailable')} subTitle={board.error.message} />;
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure} xs={24} sm={12} lg={6}>
          <Card loading={board.isPending} data-testid={`stat-${figure}`}>
            <Statistic
              title={t(figure)}
              value={board.data?.[figure] ?? '—'}
              valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
