import { EXCHANGE_SORTS, type ExchangeAdVo, type ExchangeSort } from '@volna/contracts';
import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useExchangeList, useMyExchangeOrders } from '../api/exchangeList.ts';
import { ExchangeAdPopup } from '../components/ExchangeAdPopup.tsx';
import { ExchangeAdRow } from '../components/ExchangeAdRow.tsx';
import { ExchangeOrderRow } from '../components/ExchangeOrderRow.tsx';
import styles from '../../../shared/payments/trade.module.css';

type Tab = 'all' | 'my' | 'deals';
const isTab = (v: string | null): v is Tab => v === 'all' || v === 'my' || v === 'deals';
const isSort = (v: string | null): v is ExchangeSort =>
  (EXCHANGE_SORTS as readonly string[]).includes(v ?? '');

/**
 * Currency exchange (exchangeHome/index, spec §2): the market (all) or my ads, newest or by rate ascending /
 * descending, and my deals; an ad opens its detail popup (exchange, go to chat, cancel). Tab and sort live in the URL.
 */
export default function ExchangeHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'all';
  const sort: ExchangeSort = isSort(params.get('sort')) ? (params.get('sort') as ExchangeSort) : 'newest';
  const ads = useExchangeList(tab === 'my' ? 'my' : 'all', sort);
  const deals = useMyExchangeOrders(tab === 'deals');
  const [opened, setOpened] = useState<ExchangeAdVo | null>(null);
  const list = tab === 'deals' ? deals : ads;
  const set = (change: Record<string, string>) =>
    setParams((prev) => ({ ...Object.fromEntries(prev), ...change }), { replace: true });
  const publish = () => navigate(paths.exchangePublish);
  const adRows = ads.data?.pages.flatMap((page) => page.rows) ?? [];
  const dealRows = deals.data?.pages.flatMap((page) => page.rows) ?? [];
  const empty = tab === 'deals' ? dealRows.length === 0 : adRows.length === 0;

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={8} animated className={styles.centered} />;
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else if (empty)
    content = (
      <ErrorBlock
        status="empty"
        className={styles.centered}
        title={t(`exchange:list.empty.${tab}`)}
        description={t('exchange:list.emptyHint')}
      >
        <Button color="primary" onClick={publish}>
          {t('exchange:list.publish')}
        </Button>
      </ErrorBlock>
    );
  else
    content = (
      <>
        <List data-testid="exchange-list">
          {tab === 'deals'
            ? dealRows.map((order) => <ExchangeOrderRow key={order.id} order={order} />)
            : adRows.map((ad) => <ExchangeAdRow key={ad.id} ad={ad} onOpen={setOpened} />)}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
          hasMore={list.hasNextPage}
        >
          {list.hasNextPage ? t('common:loading') : t('exchange:list.end')}
        </InfiniteScroll>
      </>
    );

  return (
    <WalletPageFrame
      title={t('exchange:title')}
      backTo={paths.walletHome}
      footer={
        <Button block color="primary" size="large" onClick={publish} data-testid="exchange-new">
          {t('exchange:list.publish')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <SegmentedChoice<Tab>
          value={tab}
          onChange={(value) => set({ tab: value })}
          options={[
            { value: 'all', label: t('exchange:list.all') },
            { value: 'my', label: t('exchange:list.my') },
            { value: 'deals', label: t('exchange:list.deals') },
          ]}
        />
        {tab !== 'deals' && (
          <ChipChoice
            label={t('common:sortBy')}
            value={sort}
            onChange={(value) => set({ sort: value })}
            options={EXCHANGE_SORTS.map((s) => ({ value: s, label: t(`exchange:sort.${s}`) }))}
          />
        )}
      </div>
      <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>
      <ExchangeAdPopup ad={opened} onClose={() => setOpened(null)} />
    </WalletPageFrame>
  );
}
