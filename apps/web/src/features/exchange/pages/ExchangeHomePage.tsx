import { EXCHANGE_SORTS, type ExchangeAdVo, type ExchangeSort } from '@volna/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeHome, useListParams } from '../../../shared/trade/TradeHome.tsx';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useExchangeList, useMyExchangeOrders } from '../api/exchangeList.ts';
import { ExchangeAdPopup } from '../components/ExchangeAdPopup.tsx';
import { ExchangeAdRow } from '../components/ExchangeAdRow.tsx';
import { ExchangeOrderRow } from '../components/ExchangeOrderRow.tsx';

type Tab = 'all' | 'my' | 'deals';
const isTab = (v: string | null) => v === 'all' || v === 'my' || v === 'deals';
const isSort = (v: string | null) => (EXCHANGE_SORTS as readonly string[]).includes(v ?? '');

/**
 * Currency exchange (exchangeHome/index, spec §2): the market (all) or my ads, newest or by rate ascending /
 * descending, and my deals; an ad opens its detail popup (exchange, go to chat, cancel). Tab and sort live in the URL.
 */
export default function ExchangeHomePage() {
  const { t } = useTranslation();
  const { tab, sort, set } = useListParams<Tab, ExchangeSort>(isTab, 'all', isSort, 'newest');
  const ads = useExchangeList(tab === 'my' ? 'my' : 'all', sort);
  const deals = useMyExchangeOrders(tab === 'deals');
  const [opened, setOpened] = useState<ExchangeAdVo | null>(null);
  const adRows = ads.data?.pages.flatMap((page) => page.rows) ?? [];
  const dealRows = deals.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <TradeHome
      ns="exchange"
      publishPath={paths.exchangePublish}
      list={tab === 'deals' ? deals : ads}
      empty={tab === 'deals' ? dealRows.length === 0 : adRows.length === 0}
      emptyTitle={t(`exchange:list.empty.${tab}`)}
      toolbar={
        <>
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
        </>
      }
      after={<ExchangeAdPopup ad={opened} onClose={() => setOpened(null)} />}
    >
      {tab === 'deals'
        ? dealRows.map((order) => <ExchangeOrderRow key={order.id} order={order} />)
        : adRows.map((ad) => <ExchangeAdRow key={ad.id} ad={ad} onOpen={setOpened} />)}
    </TradeHome>
  );
}
