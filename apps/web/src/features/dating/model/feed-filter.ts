import { DATING_AGE_MAX, DATING_AGE_MIN, DATING_LOCATION_MAX_LENGTH, Gender } from '@volna/contracts';

/** The feed's filters (spec: gender, age range, location, purpose); an absent field does not filter. */
export type FeedFilter = {
  gender?: number;
  ageMin?: number;
  ageMax?: number;
  location?: string;
  labelId?: number;
};

export const noFilter: FeedFilter = {};

const ageOf = (value: string | null) => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const age = Number(value);
  return age >= DATING_AGE_MIN && age <= DATING_AGE_MAX ? age : undefined;
};

/** A filter read from an address's query, dropping anything the server would refuse. */
export function filterFromQuery(params: URLSearchParams): FeedFilter {
  const gender = Number(params.get('gender'));
  const labelId = Number(params.get('labelId'));
  const location = params.get('location')?.trim().slice(0, DATING_LOCATION_MAX_LENGTH);
  return normalizeFilter({
    gender: gender === Gender.male || gender === Gender.female ? gender : undefined,
    ageMin: ageOf(params.get('ageMin')),
    ageMax: ageOf(params.get('ageMax')),
    location: location || undefined,
    labelId: Number.isInteger(labelId) && labelId > 0 ? labelId : undefined,
  });
}

/** The filter as an address query (only the fields that filter). */
export function filterToQuery(filter: FeedFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(normalizeFilter(filter)))
    if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/**
 * The same filter in one shape: empty fields removed, the location trimmed, an age range given backwards swapped
 * (the server refuses ageMin > ageMax), and a full 18–75 range dropped since it filters nothing.
 */
export function normalizeFilter(filter: FeedFilter): FeedFilter {
  let { ageMin, ageMax } = filter;
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) [ageMin, ageMax] = [ageMax, ageMin];
  if (ageMin === DATING_AGE_MIN) ageMin = undefined;
  if (ageMax === DATING_AGE_MAX) ageMax = undefined;
  const location = filter.location?.trim() || undefined;
  const out: FeedFilter = {};
  if (filter.gender !== undefined) out.gender = filter.gender;
  if (ageMin !== undefined) out.ageMin = ageMin;
  if (ageMax !== undefined) out.ageMax = ageMax;
  if (location !== undefined) out.location = location;
  if (filter.labelId !== undefined) out.labelId = filter.labelId;
  return out;
}

/** The query of GET /app/jy/userPersonals/list for a filter. */
export const feedQueryOf = (filter: FeedFilter) => normalizeFilter(filter);

/** How many filters are set (shown on the filter button). */
export const activeFilterCount = (filter: FeedFilter) => Object.keys(normalizeFilter(filter)).length;
