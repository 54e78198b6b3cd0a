import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../format/money.ts';
import { paths } from '../lib/paths.ts';
import { WalletPageFrame } from '../payments/WalletPageFrame.tsx';
import styles from '../payments/trade.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Refreshable } from '../ui/Refreshable.tsx';

/** A paged trade list as the home screens read it. */
type PagedList = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: (options: { throwOnError: boolean }) => Promise<unknown>;
};

/** A list's tab and sort in the URL (so back from an order returns to the same list), each checked, with a default. */
export function useListParams<T extends string, S extends string>(
  isTab: (v: string | null) => boolean,
  defaultTab: T,
  isSort: (v: string | null) => boolean,
  defaultSort: S,
) {
  const [params, setParams] = useSearchParams();
  const tab = (isTab(params.get('tab')) ? params.get('tab') : defaultTab) as T;
  const sort = (isSort(params.get('sort')) ? params.get('sort') : defaultSort) as S;
  const set = (change: Record<string, string>) =>
    setParams((prev) => ({ ...Object.fromEntries(prev), ...change }), { replace: true });
  return { tab, sort, set };
}

/**
 * A trade area's home (P2P, exchange): the toolbar (tabs, sort), the list with its skeleton, error with retry,
 * empty state with "publish", infinite loading and pull to refresh, and the "publish" button at the foot. Texts
 * from the area's namespace: `title`, `list.publish`, `list.emptyHint`, `list.end`.
 */
export function TradeHome({
  ns,
  publishPath,
  list,
  empty,
  emptyTitle,
  toolbar,
  children,
  after,
}: {
  ns: string;
  publishPath: string;
  list: PagedList;
  empty: boolean;
  emptyTitle: string;
  toolbar: ReactNode;
  /** The rows. */
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = () => navigate(publishPath);
  let content: ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={8} animated className={styles.centered} />;
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error?.message} />;
  else if (empty)
    content = (
      <ErrorBlock
        status="empty"
        className={styles.centered}
        title={emptyTitle}
        description={t(`${ns}:list.emptyHint`)}
      >
        <Button color="primary" onClick={publish}>
          {t(`${ns}:list.publish`)}
        </Button>
      </ErrorBlock>
    );
  else
    content = (
      <>
        <List data-testid={`${ns}-list`}>{children}</List>
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
          hasMore={list.hasNextPage}
        >
          {list.hasNextPage ? t('common:loading') : t(`${ns}:list.end`)}
        </InfiniteScroll>
      </>
    );

  return (
    <WalletPageFrame
      title={t(`${ns}:title`)}
      backTo={paths.walletHome}
      footer={
        <Button block color="primary" size="large" onClick={publish} data-testid={`${ns}-new`}>
          {t(`${ns}:list.publish`)}
        </Button>
      }
    >
      <div className={styles.toolbar}>{toolbar}</div>
      <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>
      {after}
    </WalletPageFrame>
  );
}

/** "<given> → <received>", the amounts line of a trade row. */
export function TradeAmounts({
  pay,
  payCurrency,
  receive,
  receiveCurrency,
}: {
  pay: string;
  payCurrency: string;
  receive: string;
  receiveCurrency: string;
}) {
  const { i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  return (
    <span className={styles.amounts}>
      {money(pay, payCurrency)}
      <span className={styles.arrow}>→</span>
      {money(receive, receiveCurrency)}
    </span>
  );
}

/** One row of a trade list: "given → received", a line about it, the viewer's state tag; tapping it opens it. */
export function TradeRow({
  onOpen,
  amounts,
  meta,
  tag,
  data,
}: {
  onOpen: () => void;
  amounts: { payAmount: string; payCurrencyCode: string; receiveAmount: string; receiveCurrencyCode: string };
  meta: ReactNode;
  tag?: ReactNode;
  /** `data-testid` and the row's `data-*` facts. */
  data: Record<`data-${string}`, string | number>;
}) {
  return (
    <List.Item
      onClick={onOpen}
      description={<span className={styles.meta}>{meta}</span>}
      extra={tag}
      {...data}
    >
      <TradeAmounts
        pay={amounts.payAmount}
        payCurrency={amounts.payCurrencyCode}
        receive={amounts.receiveAmount}
        receiveCurrency={amounts.receiveCurrencyCode}
      />
    </List.Item>
  );
}
