import type { LedgerStatusVo } from '@volna/contracts';
import { Badge, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../shared/ui/format.ts';

/** The last ledger integrity check: when, and whether it balanced; the administrator can run it again. */
export function LedgerStatusCard({
  ledger,
  loading,
  canRun,
}: {
  ledger: LedgerStatusVo | null | undefined;
  loading: boolean;
  canRun: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      loading={loading}
      title={t('ledger.title')}
      data-testid="ledger-status"
      extra={canRun && <Link to="/wallet/ledger-check">{t('ledger.run')}</Link>}
    >
      {ledger ? (
        <>
          <Badge
            status={ledger.ok ? 'success' : 'error'}
            text={ledger.ok ? t('ledger.ok') : t('ledger.problems', { count: ledger.problems })}
          />
          <br />
          <Typography.Text type="secondary">
            {t('ledger.checkedAt', { time: formatTime(ledger.checkedAt) })}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('ledger.never')}</Typography.Text>
      )}
    </Card>
  );
}
