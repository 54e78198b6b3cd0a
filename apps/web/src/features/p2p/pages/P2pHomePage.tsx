import { P2P_LIST_SORTS, type P2pListQuery } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeHome, useListParams } from '../../../shared/trade/TradeHome.tsx';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useP2pList } from '../api/p2pList.ts';
import { P2pOrderRow } from '../components/P2pOrderRow.tsx';

type Tab = P2pListQuery['tab'];
type Sort = P2pListQuery['sort'];
const isTab = (v: string | null) => v === 'all' || v === 'mine';
const isSort = (v: string | null) => (P2P_LIST_SORTS as readonly string[]).includes(v ?? '');

/**
 * P2P top-up and withdrawal (pTopHomePage/index): open requests of everyone, or mine (as withdrawer or payer) with
 * their state; sorted newest first or by receive currency, pay currency, oldest first (spec §2). The tab and sort
 * live in the URL, so back from an order returns to the same list.
 */
export default function P2pHomePage() {
  const { t } = useTranslation();
  const { tab, sort, set } = useListParams<Tab, Sort>(isTab, 'all', isSort, 'newest');
  const list = useP2pList(tab, sort);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const navigate = useNavigate();
  return (
    <TradeHome
      ns="p2p"
      publishPath={paths.p2pPublish}
      list={list}
      empty={rows.length === 0}
      emptyTitle={tab === 'mine' ? t('p2p:list.emptyMine') : t('p2p:list.empty')}
      toolbar={
        <>
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
          <Button
            size="small"
            color="primary"
            fill="outline"
            data-testid="p2p-new-top-up"
            onClick={() => navigate(`${paths.p2pPublish}?kind=topUp`)}
          >
            {t('p2pTopUp:new')}
          </Button>
        </>
      }
    >
      {rows.map((order) => (
        <P2pOrderRow key={order.id} order={order} />
      ))}
    </TradeHome>
  );
}
