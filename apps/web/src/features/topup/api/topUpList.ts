import { useInfiniteQuery } from '@tanstack/react-query';
import type { TopUpVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { topUpKeys } from './topUpKeys.ts';

const PAGE_SIZE = 20;

/** My QR top-ups, newest first (GET /app/topup/list), page by page. */
export const useTopUpList = () =>
  useInfiniteQuery({
    queryKey: topUpKeys.list(),
    queryFn: ({ pageParam }) =>
      api.page<TopUpVo>('/app/topup/list', {
        query: { pageNum: pageParam, pageSize: PAGE_SIZE },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.rows.length, 0) < last.total ? pages.length + 1 : undefined,
  });
