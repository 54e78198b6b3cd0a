import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import {
  type FilterSpec,
  type FilterValues,
  type PagedState,
  type SortOrder,
  pagedQuery,
  readPagedState,
  writePagedState,
} from './pagedSearch.ts';

type Options<K extends string> = {
  /** The first part of the query key; mutations invalidate `[queryKey]` to refetch every page of it. */
  queryKey: string;
  /** The server's paged list (`{ rows, total }`). */
  path: string;
  /** The filters the server takes, with their types and defaults (a default applies while the URL has none). */
  filters?: Record<K, FilterSpec>;
  pageSize?: number;
  /**
   * Where the state lives: the page's URL (default, one table per page), or the component (a table inside a
   * drawer, which must not take over the page's address).
   */
  inUrl?: boolean;
  enabled?: boolean;
  /** The order the server uses when none is asked for, so its column shows the arrow. */
  defaultSort?: { sort: string; order: SortOrder };
};

/** The URL's search params, or a component's own copy of them: the same reading and writing either way. */
function useParamsSource(inUrl: boolean) {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  return inUrl
    ? ([urlParams, (next: URLSearchParams) => setUrlParams(next, { replace: true })] as const)
    : ([ownParams, setOwnParams] as const);
}

/**
 * One server-paged antd table: page, page size, filters and sorting kept in the URL (a reload keeps them), the
 * query (previous page kept on screen while the next loads), and the Table's props. Columns that the server can
 * sort by spread `sortable('field')`.
 */
export function usePagedTable<Row extends object, K extends string = never>(options: Options<K>) {
  const specs = options.filters ?? ({} as Record<K, FilterSpec>);
  const defaultPageSize = options.pageSize ?? 20;
  const [params, setParams] = useParamsSource(options.inUrl ?? true);
  const state = readPagedState(params, specs, defaultPageSize);
  const query = pagedQuery(state);
  const list = useQuery({
    queryKey: [options.queryKey, options.path, query],
    queryFn: () => api.page<Row>(options.path, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  const update = (change: Partial<PagedState<K>>) =>
    setParams(writePagedState({ ...state, ...change }, specs, defaultPageSize, params));

  /** A new filter value starts again at page 1. */
  const setFilter = (key: K, value: string | number | undefined) =>
    update({ pageNum: 1, filters: { ...state.filters, [key]: value } as FilterValues<K> });

  /** Several filters at once (a date range's two ends). */
  const setFilters = (change: Partial<FilterValues<K>>) =>
    update({ pageNum: 1, filters: { ...state.filters, ...change } });

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const sort = one?.order ? String(one.columnKey ?? one.field) : undefined;
    const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
    const sortChanged = sort !== state.sort || order !== state.order;
    update({
      pageNum: sortChanged ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
      sort,
      order,
    });
  };

  const shownSort = state.sort ? { sort: state.sort, order: state.order } : options.defaultSort;
  const sortable = (field: string) => ({
    key: field,
    sorter: true,
    sortOrder:
      shownSort?.sort === field
        ? shownSort.order === 'asc'
          ? ('ascend' as const)
          : ('descend' as const)
        : null,
    // With a server default there is no "unsorted": clicking cycles between the two orders.
    ...(options.defaultSort && {
      sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
    }),
  });

  const tableProps = {
    loading: list.isFetching,
    dataSource: list.data?.rows,
    onChange,
    pagination: {
      current: state.pageNum,
      pageSize: state.pageSize,
      total: list.data?.total ?? 0,
      showSizeChanger: true,
    },
  } satisfies TableProps<Row>;

  /** The chosen sorting as query params (for an export of the same rows). */
  const sortQuery = state.sort && state.order ? { sort: state.sort, order: state.order } : {};

  return { filters: state.filters, setFilter, setFilters, sortable, sortQuery, tableProps, list };
}
