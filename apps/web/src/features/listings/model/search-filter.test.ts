import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterFromQuery,
  filterToQuery,
  searchParamsOf,
  withoutPanelFilters,
} from './search-filter.ts';

describe('the market search in the address', () => {
  it('reads back only what the server accepts', () => {
    const filter = filterFromQuery(
      new URLSearchParams(
        'keyword=телефон&kind=goods&condition=broken&priceMin=-1&priceMax=1000&sort=priciest&free=yes',
      ),
    );
    expect(filter).toMatchObject({
      keyword: 'телефон',
      kind: 'goods',
      sort: 'priciest',
      priceMin: '',
      priceMax: '1000',
    });
    expect(filter.condition).toBeUndefined();
    expect(filter.free).toBe(false);
    expect(filterFromQuery(new URLSearchParams('kind=boat&sort=random'))).toMatchObject({
      kind: undefined,
      sort: 'newest',
    });
  });

  it('writes the filter back without empty values and the default sort', () => {
    const filter = filterFromQuery(new URLSearchParams('keyword=手机&city=Москва'));
    expect(filterToQuery(filter)).toEqual({ keyword: '手机', city: 'Москва' });
    expect(filterFromQuery(new URLSearchParams(filterToQuery({ ...filter, sort: 'cheapest' })))).toEqual({
      ...filter,
      sort: 'cheapest',
    });
  });

  it("sends only the filters of the chosen kind (another kind's stay out of the query)", () => {
    const filter = filterFromQuery(
      new URLSearchParams('kind=event&free=true&condition=new&nature=fullTime&priceMax=5'),
    );
    expect(searchParamsOf(filter)).toEqual({ kind: 'event', free: 'true', priceMax: '5', sort: 'newest' });
    expect(activeFilterCount(filter)).toBe(2);
    const goods = { ...filter, kind: 'goods' as const };
    expect(searchParamsOf(goods)).toEqual({ kind: 'goods', condition: 'new', priceMax: '5', sort: 'newest' });
  });

  it('reset clears the panel, not the words, the city or the sort', () => {
    const filter = filterFromQuery(
      new URLSearchParams('keyword=bike&city=Казань&kind=goods&condition=used&priceMin=1&sort=cheapest'),
    );
    const reset = withoutPanelFilters(filter);
    expect(reset).toMatchObject({
      keyword: 'bike',
      city: 'Казань',
      kind: 'goods',
      sort: 'cheapest',
      priceMin: '',
    });
    expect(activeFilterCount(reset)).toBe(0);
  });
});
