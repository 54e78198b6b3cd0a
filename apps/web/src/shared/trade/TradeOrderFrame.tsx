import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WalletPageFrame } from '../payments/WalletPageFrame.tsx';
import styles from '../payments/trade.module.css';
import { Refreshable } from '../ui/Refreshable.tsx';

/** The order's id from `?id=` (a positive number of at most 9 digits), or null. */
export function useOrderIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * One trade order's page (P2P, exchange): "missing" without an id, the error with a retry, a skeleton while it loads,
 * then the stepper card and whatever the area shows of the order (figures, proofs, the action bar); pull to refresh.
 */
export function TradeOrderFrame<T>({
  title,
  missing,
  backTo,
  id,
  order,
  progress,
  children,
}: {
  title: string;
  missing: string;
  backTo: string;
  id: number | null;
  order: {
    data?: T;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => Promise<unknown>;
  };
  progress: (order: T) => ReactNode;
  children: (order: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (id === null || order.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={id === null ? missing : t('common:loadFailed')}
          description={order.error?.message ?? ''}
        >
          {id !== null && (
            <Button color="primary" onClick={() => void order.refetch()}>
              {t('common:retry')}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  else if (order.isPending || order.data === undefined)
    content = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else
    content = (
      <>
        <section className={styles.card}>{progress(order.data)}</section>
        {children(order.data)}
      </>
    );
  return (
    <WalletPageFrame title={title} backTo={backTo}>
      <Refreshable onRefresh={() => order.refetch()}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
