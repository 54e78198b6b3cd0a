import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DashboardVo, StaffRole, type StaffMeVo } from '@volna/contracts';
import { Card, Col, Result, Row, Space, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { LedgerStatusCard } from './LedgerStatusCard.tsx';

// The chart library is a chunk of its own, fetched when the dashboard opens (never by the login page).
const DashboardCharts = lazy(() => import('./DashboardCharts.tsx'));

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

/** The platform at a glance: today's figures, the ledger's last check, and the last 30 days as charts. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const board = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<DashboardVo>('/admin/api/dashboard', undefined, true),
  });
  if (board.isError)
    return <Result status="warning" title={t('unavailable')} subTitle={board.error.message} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
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
        <Col xs={24} sm={12} lg={6}>
          <LedgerStatusCard
            ledger={board.data?.ledger}
            loading={board.isPending}
            canRun={me?.staffRole === StaffRole.platformAdmin}
          />
        </Col>
      </Row>
      <Suspense fallback={<Card loading />}>
        <DashboardCharts />
      </Suspense>
    </Space>
  );
}
