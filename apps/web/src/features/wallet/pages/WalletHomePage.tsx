import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { MessageOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { WALLET_MODULE_TYPE } from '@volna/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { walletKeys } from '../api/keys.ts';
import { CHART_MONTHS, useMonthlySummary } from '../api/monthlySummary.ts';
import { BalanceSwiper } from '../components/BalanceSwiper.tsx';
import { FlowHistory } from '../components/FlowHistory.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { MonthlyChart, MonthlyChartSkeleton } from '../components/MonthlyChart.tsx';
import { WalletMenu } from '../components/WalletMenu.tsx';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { DEFAULT_FILTER } from '../model/flow-filter.ts';
import { useWalletLive } from '../../../shared/payments/useWalletLive.ts';
import styles from '../components/wallet.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useNeedsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import { useContactSupport } from '../../../shared/support/useContactSupport.ts';

/**
 * Wallet home: balances per currency, the actions, the monthly in/out chart and the last operations. It is on the
 * launch allow-list (spec §2), so a guest may land here: he sees the page's shape and every action asks him to log in
 * (spec §6) instead of the members' data, which is never requested without a session.
 */
export default function WalletHomePage() {
  const { signedIn } = useNeedsAccount();
  return signedIn ? <MemberWallet /> : <GuestWallet />;
}

function InstructionsButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      fill="none"
      size="mini"
      aria-label={t('wallet:menu.instructions')}
      onClick={() => navigate(paths.walletInstructions)}
    >
      <QuestionCircleOutline fontSize={22} />
    </Button>
  );
}

/** The wallet's own support chat (a customer-service group answering for the wallet): it sits in the wallet tab. */
function SupportButton() {
  const { t } = useTranslation();
  const support = useContactSupport(WALLET_MODULE_TYPE);
  return (
    <Button
      fill="none"
      size="mini"
      aria-label={t('wallet:menu.support')}
      data-testid="wallet-support"
      loading={support.pending}
      onClick={support.contact}
    >
      <MessageOutline fontSize={22} />
    </Button>
  );
}

/** A guest's wallet: no balances to read; transfer, top-up, merge and the history each ask him to log in. */
function GuestWallet() {
  const { t } = useTranslation();
  const { guard } = useNeedsAccount();
  const askLogin = guard(() => undefined, t('wallet:guest.prompt'));
  return (
    <WalletPageFrame title={t('wallet:home.title')} right={<InstructionsButton />} backTo={paths.dating}>
      <div className={styles.guestCard} role="note">
        <p>{t('wallet:guest.balances')}</p>
        <Button color="primary" size="small" onClick={askLogin}>
          {t('common:login')}
        </Button>
      </div>
      <WalletMenu />
      <section className={styles.history} aria-label={t('wallet:history.title')}>
        <div className={styles.historyHeader}>
          <h2 className={styles.sectionTitle}>{t('wallet:history.title')}</h2>
          <Button fill="none" size="small" onClick={askLogin}>
            {t('wallet:filter.button')}
          </Button>
        </div>
        <p className={styles.hint}>{t('wallet:guest.history')}</p>
        <div className={styles.guestActions}>
          <Button size="small" onClick={askLogin}>
            {t('wallet:guest.showHistory')}
          </Button>
        </div>
      </section>
    </WalletPageFrame>
  );
}

function MemberWallet() {
  const { t } = useTranslation();
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
        <>
          <SupportButton />
          <InstructionsButton />
        </>
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
        {(summary.isPending || (summary.isSuccess && accounts.isPending)) && <MonthlyChartSkeleton />}
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
