import { useQuery } from '@tanstack/react-query';
import type { DashboardChartsVo } from '@volna/contracts';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api } from '../../shared/api.ts';

// Loaded as its own chunk (React.lazy in DashboardPage): the chart library is not part of the login page or the
// rest of the console.

const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#faad14', '#a0d911'];
const HEIGHT = 260;

/** One point per day: `{ day: '11-25', <series>: n, … }`. */
const pointsOf = (days: string[], series: Record<string, number[]>) =>
  days.map((day, index) => ({
    day: day.slice(5),
    ...Object.fromEntries(Object.entries(series).map(([name, values]) => [name, values[index] ?? 0])),
  }));

function DailyChart({
  title,
  testId,
  days,
  series,
  legend = false,
}: {
  title: string;
  testId: string;
  days: string[];
  series: Record<string, number[]>;
  /** Name the lines even when there is one (the pages chart: its one line is still a page). */
  legend?: boolean;
}) {
  const names = Object.keys(series);
  return (
    <Card title={title} data-testid={testId}>
      {names.length === 0 ? (
        <Empty />
      ) : (
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={pointsOf(days, series)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            {(legend || names.length > 1) && <Legend />}
            {names.map((name, index) => (
              <Line
                key={name}
                type="monotone"
                dataKey={name}
                stroke={PALETTE[index % PALETTE.length]}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}

/** The last 30 days: sign-ups, daily active users, visits (guests apart) and the most visited pages. */
export default function DashboardCharts() {
  const { t } = useTranslation('dashboard');
  const charts = useQuery({
    queryKey: ['dashboard', 'charts'],
    queryFn: () => api.get<DashboardChartsVo>('/admin/api/dashboard/charts', undefined, true),
  });
  if (!charts.data) return <Card loading={charts.isPending}>{charts.isError && charts.error.message}</Card>;
  const { days, signUps, dau, visits, guestVisits, pages } = charts.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <DailyChart
          title={t('charts.signUps')}
          testId="chart-signUps"
          days={days}
          series={{ [t('charts.signUpsSeries')]: signUps }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <DailyChart title={t('charts.dau')} testId="chart-dau" days={days} series={{ [t('dau')]: dau }} />
      </Col>
      <Col span={24}>
        {/* Guests apart from signed-in users: anyone can send a guest's visit (issue 28 §6). */}
        <DailyChart
          title={t('charts.visits')}
          testId="chart-guest-visits"
          days={days}
          series={{ [t('charts.visitsSeries')]: visits, [t('charts.guestVisitsSeries')]: guestVisits }}
        />
      </Col>
      <Col span={24}>
        <DailyChart
          title={t('charts.visitsByPage')}
          testId="chart-visits"
          legend
          days={days}
          series={Object.fromEntries(pages.map((page) => [page.pageName, page.byDay]))}
        />
      </Col>
    </Row>
  );
}
