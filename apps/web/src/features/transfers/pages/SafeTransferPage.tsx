import { SafeTransferState } from '@volna/contracts';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useTransfer } from '../api/transfer.ts';
import { SafeTransferActions } from '../components/SafeTransferActions.tsx';
import { SafeTransferProgress } from '../components/SafeTransferProgress.tsx';
import { TransferDetails } from '../components/TransferDetails.tsx';
import { useTransferLive } from '../model/useTransferLive.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import styles from '../components/transfer.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/**
 * A transfer's detail (`?id=`), opened from its chat card or after paying. A safe transfer shows its progress and
 * what this party can do now; an ordinary one is simply done. Steps the other party takes show live.
 */
export default function SafeTransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const transfer = useTransfer(id);
  useTransferLive(id);

  let content: React.ReactNode;
  if (id === null || transfer.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={id === null ? t('transfer:detail.missing') : t('common:loadFailed')}
          description=""
        >
          {id !== null && (
            <Button color="primary" onClick={() => void transfer.refetch()}>
              {t('common:retry')}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  else if (transfer.isPending)
    content = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else {
    const data = transfer.data;
    content = (
      <>
        {data.safe && (
          <section className={styles.card}>
            <SafeTransferProgress state={data.state} />
          </section>
        )}
        <TransferDetails transfer={data} />
        {data.safe && data.state !== SafeTransferState.completed && <SafeTransferActions transfer={data} />}
      </>
    );
  }

  return (
    <WalletPageFrame
      title={
        transfer.data && !transfer.data.safe ? t('transfer:detail.title') : t('transfer:detail.safeTitle')
      }
      backTo={paths.walletHome}
    >
      <Refreshable onRefresh={() => transfer.refetch()}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
