import { Gender } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterFromQuery, filterToQuery, normalizeFilter } from './feed-filter.ts';

describe('dating feed filter', () => {
  it('reads a filter from the address, dropping what the server would refuse', () => {
    expect(
      filterFromQuery(new URLSearchParams('gender=2&ageMin=20&ageMax=30&location=%20Kazan%20&labelId=3')),
    ).toEqual({
      gender: Gender.female,
      ageMin: 20,
      ageMax: 30,
      location: 'Kazan',
      labelId: 3,
    });
    expect(
      filterFromQuery(new URLSearchParams('gender=7&ageMin=17&ageMax=abc&labelId=-1&location=')),
    ).toEqual({});
  });

  it('swaps a backwards age range and drops the full one', () => {
    expect(normalizeFilter({ ageMin: 40, ageMax: 25 })).toEqual({ ageMin: 25, ageMax: 40 });
    expect(normalizeFilter({ ageMin: 18, ageMax: 75 })).toEqual({});
    expect(activeFilterCount({ ageMin: 18, ageMax: 75, location: '  ' })).toBe(0);
  });

  it('writes only the fields that filter, and reads them back the same', () => {
    const filter = { gender: Gender.male, ageMax: 50, location: 'Москва' };
    const query = filterToQuery(filter);
    expect(query).toBe('gender=1&ageMax=50&location=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0');
    expect(filterFromQuery(new URLSearchParams(query))).toEqual(filter);
  });
});
