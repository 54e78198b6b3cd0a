/**
 * A paged table's state as URL search params, so a reload or a shared link keeps the page, the filters and the
 * sorting. Pure functions (tested in pagedSearch.test.ts); `usePagedTable` wires them to the router.
 *
 * A filter missing from the URL takes its default; "all" is written as an empty value (`status=`), so a page whose
 * default is a status can still show every status after a reload.
 */

export type FilterKind = 'number' | 'string';
export type FilterSpec = { kind: FilterKind; default?: string | number };
export type FilterValues<K extends string> = Record<K, string | number | undefined>;
export type SortOrder = 'asc' | 'desc';
export type PagedState<K extends string> = {
  pageNum: number;
  pageSize: number;
  filters: FilterValues<K>;
  sort?: string;
  order?: SortOrder;
};

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
};

function readFilter(params: URLSearchParams, key: string, spec: FilterSpec) {
  const raw = params.get(key);
  if (raw === null) return spec.default;
  if (raw === '') return undefined;
  if (spec.kind === 'string') return raw;
  const n = Number(raw);
  return Number.isFinite(n) ? n : spec.default;
}

export function readPagedState<K extends string>(
  params: URLSearchParams,
  specs: Record<K, FilterSpec>,
  defaultPageSize: number,
): PagedState<K> {
  const filters = {} as FilterValues<K>;
  for (const key of Object.keys(specs) as K[]) filters[key] = readFilter(params, key, specs[key]);
  const order = params.get('order');
  return {
    pageNum: positiveInt(params.get('pageNum'), 1),
    pageSize: positiveInt(params.get('pageSize'), defaultPageSize),
    filters,
    sort: params.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
  };
}

const TABLE_KEYS = ['pageNum', 'pageSize', 'sort', 'order'];

/**
 * The URL for a new state: defaults are left out so the address stays short; params the table does not own (an open
 * drawer's `user=`) are kept from `base`.
 */
export function writePagedState<K extends string>(
  state: PagedState<K>,
  specs: Record<K, FilterSpec>,
  defaultPageSize: number,
  base?: URLSearchParams,
): URLSearchParams {
  const owned = new Set([...TABLE_KEYS, ...Object.keys(specs)]);
  const params = new URLSearchParams([...(base ?? [])].filter(([key]) => !owned.has(key)));
  if (state.pageNum !== 1) params.set('pageNum', String(state.pageNum));
  if (state.pageSize !== defaultPageSize) params.set('pageSize', String(state.pageSize));
  for (const key of Object.keys(specs) as K[]) {
    const value = state.filters[key];
    if (value === specs[key].default) continue;
    params.set(key, value === undefined ? '' : String(value));
  }
  if (state.sort && state.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  return params;
}

/** The server's query: page, the filters that are set, and the sorting when there is one. */
export function pagedQuery<K extends string>(state: PagedState<K>) {
  const query: Record<string, string | number> = { pageNum: state.pageNum, pageSize: state.pageSize };
  for (const [key, value] of Object.entries(state.filters) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') query[key] = value;
  if (state.sort && state.order) {
    query.sort = state.sort;
    query.order = state.order;
  }
  return query;
}
