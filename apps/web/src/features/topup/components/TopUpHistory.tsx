import { Button, ErrorBlock, InfiniteScroll, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import type { useTopUpList } from '../api/topUpList.ts';
import { topUpStatusLook } from '../model/topup-status.ts';
import styles from './topup.module.css';
import { formatDateTime } from '../../../shared/format/dates.ts';

/** My earlier top-ups, newest first; a tap opens one to upload its proof or see how it ended. */
export function TopUpHistory({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useTopUpList>;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const items = list.data?.pages.flatMap((page) => page.rows) ?? [];

  if (list.isPending)
    return (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  if (list.isError && items.length === 0)
    return (
      <ErrorBlock status="disconnected" title={t('common:loadFailed')} description="">
        <Button color="primary" onClick={() => void list.refetch()}>
          {t('common:retry')}
        </Button>
      </ErrorBlock>
    );
  if (items.length === 0)
    return <p className={`${styles.hint} ${styles.centered}`}>{t('topup:history.empty')}</p>;

  return (
    <>
      <List>
        {items.map((item) => {
          const look = topUpStatusLook[item.status];
          return (
            <List.Item
              key={item.id}
              onClick={() => onOpen(item.id)}
              description={`${t(`topup:banks.${item.bankCode}`)} · ${formatDateTime(item.createTime, i18n.language)}`}
              extra={look && <Tag color={look.color}>{t(look.key)}</Tag>}
            >
              {formatMoney(item.amount, { decimals: 2, locale: i18n.language, currency: 'RUB' })}
            </List.Item>
          );
        })}
      </List>
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
        hasMore={list.hasNextPage}
      >
        {list.hasNextPage ? t('common:loading') : ''}
      </InfiniteScroll>
    </>
  );
}
