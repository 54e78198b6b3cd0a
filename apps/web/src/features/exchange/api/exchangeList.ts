import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type ExchangeAdVo,
  type ExchangeListQuery,
  type ExchangeOrderVo,
  PAGE_SIZE_DEFAULT,
  type PagedEnvelope,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { exchangeKeys } from './keys.ts';

type Page<T> = Pick<PagedEnvelope<T>, 'rows' | 'total'>;
const nextPage = <T>(last: Page<T>, pages: Page<T>[]) =>
  pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
    ? pages.length + 1
    : undefined;

/** GET /app/trade/exchange/list: the market (all) or my ads, newest or by rate, page after page. */
export const useExchangeList = (scope: ExchangeListQuery['scope'], sort: ExchangeListQuery['sort']) =>
  useInfiniteQuery({
    queryKey: exchangeKeys.list(scope, sort),
    queryFn: ({ pageParam }) =>
      api.page<ExchangeAdVo>('/app/trade/exchange/list', {
        query: { scope, sort, pageNum: pageParam, pageSize: PAGE_SIZE_DEFAULT },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** GET /app/trade/exchangeOrder/list: my deals, as buyer or seller, newest first. */
export const useMyExchangeOrders = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: exchangeKeys.orders(),
    queryFn: ({ pageParam }) =>
      api.page<ExchangeOrderVo>('/app/trade/exchangeOrder/list', {
        query: { pageNum: pageParam, pageSize: PAGE_SIZE_DEFAULT },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
