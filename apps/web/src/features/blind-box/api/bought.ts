import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlindBoxPurchaseVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { blindBoxKeys } from './keys.ts';

const PAGE_SIZE = 20;

export const fetchBought = (pageNum: number) =>
  api.page<BlindBoxPurchaseVo>('/app/blindBox/bought', {
    query: { pageNum, pageSize: PAGE_SIZE },
    silent: true,
  });

/** The cards I bought, newest first, page by page. */
export const useBought = () =>
  useInfiniteQuery({
    queryKey: blindBoxKeys.bought(),
    queryFn: ({ pageParam }) => fetchBought(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.rows.length, 0) < last.total ? pages.length + 1 : undefined,
  });
