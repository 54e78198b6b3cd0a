import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from './listings.module.css';

type Props<T> = {
  title: string;
  backTo: string;
  /** The id from the address; not a positive whole number = nothing chosen. */
  id: number;
  item: UseQueryResult<T>;
  missing: { title: string; hint: string };
  children: (item: T) => ReactNode;
  footer?: (item: T) => ReactNode;
};

/** A page about one thing named by `?id=` (a listing, an order): nothing chosen, loading, failed, or the thing. */
export function ItemPage<T>({ title, backTo, id, item, missing, children, footer }: Props<T>) {
  let content: ReactNode;
  if (!Number.isInteger(id) || id <= 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={missing.title} description={missing.hint} />
      </div>
    );
  else if (item.isPending)
    content = (
      <div className={styles.section} aria-busy="true">
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  else if (item.isError)
    content = <LoadFailed onRetry={() => void item.refetch()} reason={item.error.message} />;
  else content = children(item.data as T);
  return (
    <PageFrame title={title} backTo={backTo} footer={item.data ? footer?.(item.data) : undefined}>
      {content}
    </PageFrame>
  );
}
