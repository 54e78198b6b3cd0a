import { useInfiniteQuery } from '@tanstack/react-query';
import { type FlowVo, PAGE_SIZE_DEFAULT } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { type FlowFilter, flowQuery } from '../model/flow-filter.ts';
import { walletKeys } from './keys.ts';

export const fetchFlows = (filter: FlowFilter, pageNum: number, now = Date.now()) =>
  api.page<FlowVo>('/app/flow/list', {
    query: { ...flowQuery(filter, now), pageNum, pageSize: PAGE_SIZE_DEFAULT },
    silent: true,
  });

/** The operations history under a filter, page after page while rows remain (GET /app/flow/list). */
export const useFlows = (filter: FlowFilter) =>
  useInfiniteQuery({
    queryKey: walletKeys.flows(filter),
    queryFn: ({ pageParam }) => fetchFlows(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
  });
