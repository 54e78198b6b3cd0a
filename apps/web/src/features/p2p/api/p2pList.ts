import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type P2pListQuery, type P2pOrderVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { p2pKeys } from './keys.ts';

export const fetchP2pPage = (tab: P2pListQuery['tab'], sort: P2pListQuery['sort'], pageNum: number) =>
  api.page<P2pOrderVo>('/app/recharge/rechargeList', {
    query: { tab, sort, pageNum, pageSize: PAGE_SIZE_DEFAULT },
    silent: true,
  });

/** GET /app/recharge/rechargeList: open requests ("all") or mine, page after page while rows remain. */
export const useP2pList = (tab: P2pListQuery['tab'], sort: P2pListQuery['sort']) =>
  useInfiniteQuery({
    queryKey: p2pKeys.list(tab, sort),
    queryFn: ({ pageParam }) => fetchP2pPage(tab, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
  });
