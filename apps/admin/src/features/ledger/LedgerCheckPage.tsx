import { useQuery } from '@tanstack/react-query';
import type { LedgerCheckVo } from '@volna/contracts';
import { Button, Card, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

/** The ledger integrity check, run on demand (it reads every journal line, so not on every visit). */
export function LedgerCheckPage() {
  const { t } = useTranslation('wallet');
  const check = useQuery({
    queryKey: ['ledgerCheck'],
    queryFn: () => api.get<LedgerCheckVo>('/admin/api/ledger/check'),
    enabled: false,
  });
  const report = check.data;
  return (
    <Card
      title={t('ledger.title')}
      extra={
        <Button type="primary" loading={check.isFetching} onClick={() => check.refetch()}>
          {t('ledger.run')}
        </Button>
      }
    >
      {!report ? (
        <Result status="info" title={t('ledger.notRun')} />
      ) : (
        <>
          <Result
            status={report.ok ? 'success' : 'error'}
            title={t(report.ok ? 'ledger.ok' : 'ledger.problems', { count: report.problems.length })}
            subTitle={t('ledger.checkedAt', { time: formatTime(report.checkedAt) })}
          />
          {!report.ok && (
            <Table
              rowKey={(_, index) => String(index)}
              dataSource={report.problems}
              pagination={false}
              columns={[
                { title: t('ledger.check'), dataIndex: 'check' },
                { title: t('ledger.detail'), dataIndex: 'detail' },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
