import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useAccounts } from '../api/accounts.ts';
import { walletKeys } from '../api/keys.ts';
import { CHART_MONTHS, useMonthlySummary } from '../api/monthlySummary.ts';
import { BalanceSwiper } from '../components/BalanceSwiper.tsx';
import { FlowHistory } from '../components/FlowHistory.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { MonthlyChart } from '../components/MonthlyChart.tsx';
import { WalletMenu } from '../components/WalletMenu.tsx';
import { WalletPageFrame } from '../components/WalletPageFrame.tsx';
import { DEFAULT_FILTER } from '../model/flow-filter.ts';
import { useWalletLive } from '../model/useWalletLive.ts';
import styles from '../components/wallet.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/** Wallet home: balances per currency, the actions, the monthly in/out chart and the last operations. */
export default function WalletHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const summary = useMonthlySummary();
  const [index, setIndex] = useState(0);
  useWalletLive();
  const [filter, setFilter] = useState(DEFAULT_FILTER);
  const current = accounts.data?.[index] ?? accounts.data?.[0];

  let balances: React.ReactNode;
  if (accounts.isPending) balances = <Skeleton animated className={styles.balanceSkeleton} />;
  else if (accounts.isError)
    balances = <LoadFailed onRetry={() => void accounts.refetch()} reason={accounts.error.message} />;
  else balances = <BalanceSwiper accounts={accounts.data} onIndexChange={setIndex} />;

  return (
    <WalletPageFrame
      title={t('wallet:home.title')}
      right={
        <Button
          fill="none"
          size="mini"
          aria-label={t('wallet:menu.instructions')}
          onClick={() => navigate(paths.walletInstructions)}
        >
          <QuestionCircleOutline fontSize={22} />
        </Button>
      }
    >
      <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: walletKeys.all, type: 'active' })}>
        {balances}
        <WalletMenu />
        {current && summary.isSuccess && (
          <MonthlyChart
            rows={summary.data}
            currencyId={current.currencyId}
            currencyCode={current.currencyCode}
            months={CHART_MONTHS}
          />
        )}
        {summary.isPending && <Skeleton animated className={styles.chartSkeleton} />}
        {summary.isError && (
          <p className={styles.hint} role="alert">
            {t('wallet:chart.failed')}{' '}
            <Button size="mini" onClick={() => void summary.refetch()}>
              {t('common:retry')}
            </Button>
          </p>
        )}
        <FlowHistory filter={filter} onFilterChange={setFilter} />
      </Refreshable>
    </WalletPageFrame>
  );
}
