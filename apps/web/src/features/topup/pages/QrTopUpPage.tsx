import { useQueryClient } from '@tanstack/react-query';
import { TopUpStatus } from '@volna/contracts';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { useTopUpDetail } from '../api/topUpDetail.ts';
import { useTopUpList } from '../api/topUpList.ts';
import { TopUpDetail } from '../components/TopUpDetail.tsx';
import { TopUpForm } from '../components/TopUpForm.tsx';
import { TopUpHistory } from '../components/TopUpHistory.tsx';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { useWalletLive } from '../../../shared/payments/useWalletLive.ts';
import styles from '../components/topup.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/**
 * QR top-up (issue 5): choose a bank and an amount, pay the platform's account by QR or requisites, upload the
 * receipt, and staff credit the wallet. `?id=` opens one request; without it the page starts a new one and lists mine.
 */
export default function QrTopUpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const detail = useTopUpDetail(id);
  const list = useTopUpList();
  const open = (topUpId: number) => setParams({ id: String(topUpId) });
  const queryClient = useQueryClient();
  const credited = detail.data?.status === TopUpStatus.confirmed;
  // Staff's confirmation or rejection arrives as an event: the request, my list and the balances are read again.
  useWalletLive();

  // Once staff have credited it, the balances and history elsewhere in the wallet are read again.
  useEffect(() => {
    if (!credited) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.accounts });
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'flows'] });
  }, [credited, queryClient]);

  let content: React.ReactNode;
  if (id === null)
    content = (
      <>
        <TopUpForm onCreated={open} />
        <h2 className={styles.listTitle}>{t('topup:history.title')}</h2>
        <TopUpHistory list={list} onOpen={open} />
      </>
    );
  else if (detail.isPending)
    content = (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (detail.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="disconnected" title={t('common:loadFailed')} description="">
          <Button color="primary" onClick={() => void detail.refetch()}>
            {t('common:retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else content = <TopUpDetail topUp={detail.data} />;

  const refresh = async () => {
    await (id === null ? list.refetch() : detail.refetch());
  };

  return (
    <WalletPageFrame
      title={t('topup:title')}
      backTo={paths.walletHome}
      onBack={id === null ? undefined : () => setParams({})}
    >
      <Refreshable onRefresh={refresh}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
