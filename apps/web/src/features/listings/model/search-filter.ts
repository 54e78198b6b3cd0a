import {
  EXPERIENCE_BANDS,
  GOODS_CONDITIONS,
  JOB_MODES,
  JOB_NATURES,
  LISTING_KINDS,
  LISTING_SORTS,
  type ListingKind,
  type ListingSort,
  PARTY_TYPES,
} from '@volna/contracts';

/**
 * The market's search as it lives in the address (so back, reload and a shared link keep it): the words, the city, a
 * category code of any level, the kind (a board is the list of one kind), the per-kind filters and the sort. Only
 * values the server accepts are read back; anything else is dropped rather than sent.
 */
export type ListingFilter = {
  keyword: string;
  city: string;
  category: string;
  kind?: ListingKind;
  sort: ListingSort;
  priceMin: string;
  priceMax: string;
  free: boolean;
  condition?: (typeof GOODS_CONDITIONS)[number];
  nature?: (typeof JOB_NATURES)[number];
  mode?: (typeof JOB_MODES)[number];
  experience?: (typeof EXPERIENCE_BANDS)[number];
  payerType?: (typeof PARTY_TYPES)[number];
  payeeType?: (typeof PARTY_TYPES)[number];
};

/** The filters the panel sets (reset clears these, not the words, the city, the kind or the sort). */
export const PANEL_KEYS = [
  'priceMin',
  'priceMax',
  'free',
  'condition',
  'nature',
  'mode',
  'experience',
  'payerType',
  'payeeType',
] as const;

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,4})?$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function filterFromQuery(params: URLSearchParams): ListingFilter {
  const amount = (key: string) => {
    const value = params.get(key) ?? '';
    return AMOUNT.test(value) ? value : '';
  };
  return {
    keyword: params.get('keyword') ?? '',
    city: params.get('city') ?? '',
    category: params.get('category') ?? '',
    kind: oneOf(LISTING_KINDS, params.get('kind')),
    sort: oneOf(LISTING_SORTS, params.get('sort')) ?? 'newest',
    priceMin: amount('priceMin'),
    priceMax: amount('priceMax'),
    free: params.get('free') === 'true',
    condition: oneOf(GOODS_CONDITIONS, params.get('condition')),
    nature: oneOf(JOB_NATURES, params.get('nature')),
    mode: oneOf(JOB_MODES, params.get('mode')),
    experience: oneOf(EXPERIENCE_BANDS, params.get('experience')),
    payerType: oneOf(PARTY_TYPES, params.get('payerType')),
    payeeType: oneOf(PARTY_TYPES, params.get('payeeType')),
  };
}

/** The filter as query parameters: empty values and the default sort are left out. */
export function filterToQuery(filter: ListingFilter): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'sort' && value === 'newest') continue;
    out[key] = String(value);
  }
  return out;
}

/** What GET /app/listings/list takes: the filter with only the filters that apply to its kind. */
export function searchParamsOf(filter: ListingFilter): Record<string, string> {
  const query = filterToQuery({ ...filter, ...unrelatedCleared(filter) });
  query.sort = filter.sort;
  return query;
}

/** Which panel filters mean something for a kind (all of them when no kind is chosen: the price only). */
export function panelFiltersFor(kind: ListingKind | undefined): (typeof PANEL_KEYS)[number][] {
  const price = ['priceMin', 'priceMax'] as const;
  switch (kind) {
    case 'event':
      return [...price, 'free'];
    case 'goods':
      return [...price, 'condition'];
    case 'jobPosting':
      return [...price, 'nature', 'mode', 'experience'];
    case 'remittance':
      return [...price, 'payerType', 'payeeType'];
    default:
      return [...price];
  }
}

/** The panel filters that do not belong to the filter's kind, cleared (a kind change must not keep them hidden). */
function unrelatedCleared(filter: ListingFilter): Partial<ListingFilter> {
  const keep = new Set<string>(panelFiltersFor(filter.kind));
  const cleared: Partial<ListingFilter> = {};
  for (const key of PANEL_KEYS)
    if (!keep.has(key)) Object.assign(cleared, { [key]: key === 'free' ? false : undefined });
  return cleared;
}

/** How many panel filters are on (the filter button's badge). */
export function activeFilterCount(filter: ListingFilter): number {
  const keep = new Set<string>(panelFiltersFor(filter.kind));
  return PANEL_KEYS.filter(
    (key) => keep.has(key) && filter[key] !== undefined && filter[key] !== '' && filter[key] !== false,
  ).length;
}

/** The filter with the panel's filters cleared (reset). */
export function withoutPanelFilters(filter: ListingFilter): ListingFilter {
  return {
    ...filter,
    priceMin: '',
    priceMax: '',
    free: false,
    condition: undefined,
    nature: undefined,
    mode: undefined,
    experience: undefined,
    payerType: undefined,
    payeeType: undefined,
  };
}
