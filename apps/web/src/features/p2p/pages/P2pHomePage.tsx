import { P2P_LIST_SORTS, type P2pListQuery } from '@volna/contracts';
import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useP2pList } from '../api/p2pList.ts';
import { P2pOrderRow } from '../components/P2pOrderRow.tsx';
import styles from '../../../shared/payments/trade.module.css';

type Tab = P2pListQuery['tab'];
type Sort = P2pListQuery['sort'];
const isTab = (v: string | null): v is Tab => v === 'all' || v === 'mine';
const isSort = (v: string | null): v is Sort => (P2P_LIST_SORTS as readonly string[]).includes(v ?? '');

/**
 * P2P top-up and withdrawal (pTopHomePage/index): open requests of everyone, or mine (as withdrawer or payer) with
 * their state; sorted newest first or by receive currency, pay currency, oldest first (spec §2). The tab and sort
 * live in the URL, so back from an order returns to the same list.
 */
export default function P2pHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'all';
  const sort: Sort = isSort(params.get('sort')) ? (params.get('sort') as Sort) : 'newest';
  const list = useP2pList(tab, sort);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const set = (change: Record<string, string>) =>
    setParams((prev) => ({ ...Object.fromEntries(prev), ...change }), { replace: true });
  const publish = () => navigate(paths.p2pPublish);

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={8} animated className={styles.centered} />;
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else if (rows.length === 0)
    content = (
      <ErrorBlock
        status="empty"
        className={styles.centered}
        title={tab === 'mine' ? t('p2p:list.emptyMine') : t('p2p:list.empty')}
        description={t('p2p:list.emptyHint')}
      >
        <Button color="primary" onClick={publish}>
          {t('p2p:list.publish')}
        </Button>
      </ErrorBlock>
    );
  else
    content = (
      <>
        <List data-testid="p2p-list">
          {rows.map((order) => (
            <P2pOrderRow key={order.id} order={order} />
          ))}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
          hasMore={list.hasNextPage}
        >
          {list.hasNextPage ? t('common:loading') : t('p2p:list.end')}
        </InfiniteScroll>
      </>
    );

  return (
    <WalletPageFrame
      title={t('p2p:title')}
      backTo={paths.walletHome}
      footer={
        <Button block color="primary" size="large" onClick={publish} data-testid="p2p-new">
          {t('p2p:list.publish')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <SegmentedChoice<Tab>
          value={tab}
          onChange={(value) => set({ tab: value })}
          options={[
            { value: 'all', label: t('p2p:list.all') },
            { value: 'mine', label: t('p2p:list.mine') },
          ]}
        />
        <ChipChoice
          label={t('common:sortBy')}
          value={sort}
          onChange={(value) => set({ sort: value })}
          options={P2P_LIST_SORTS.map((s) => ({ value: s, label: t(`p2p:sort.${s}`) }))}
        />
      </div>
      <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
