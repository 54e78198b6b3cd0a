import { describe, expect, it } from 'vitest';
import { type FilterSpec, pagedQuery, readPagedState, writePagedState } from './pagedSearch.ts';

const specs: Record<'status' | 'keyword', FilterSpec> = {
  status: { kind: 'number', default: 1 },
  keyword: { kind: 'string' },
};
const read = (search: string) => readPagedState(new URLSearchParams(search), specs, 20);

describe('a paged table in the URL', () => {
  it('starts at page 1 with the filters’ defaults when the URL has nothing', () => {
    expect(read('')).toEqual({
      pageNum: 1,
      pageSize: 20,
      filters: { status: 1, keyword: undefined },
      sort: undefined,
      order: undefined,
    });
  });

  it('reads page, filters and sorting back as they were written, so a reload keeps them', () => {
    const state = {
      pageNum: 3,
      pageSize: 50,
      filters: { status: 2, keyword: 'anna' },
      sort: 'visits',
      order: 'asc' as const,
    };
    const params = writePagedState(state, specs, 20);
    expect(params.toString()).toBe('pageNum=3&pageSize=50&status=2&keyword=anna&sort=visits&order=asc');
    expect(read(params.toString())).toEqual(state);
  });

  it('writes "all" of a filter with a default as an empty value, not as the default', () => {
    const params = writePagedState(
      { ...read(''), filters: { status: undefined, keyword: undefined } },
      specs,
      20,
    );
    expect(params.toString()).toBe('status=');
    expect(read(params.toString()).filters.status).toBeUndefined();
    expect(pagedQuery(read(params.toString()))).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('keeps params the table does not own and drops a bad page number', () => {
    const params = writePagedState(read('pageNum=x'), specs, 20, new URLSearchParams('user=7&pageNum=4'));
    expect(params.toString()).toBe('user=7');
    expect(read('pageNum=-2&pageSize=0&status=abc').pageNum).toBe(1);
    expect(read('status=abc').filters.status).toBe(1);
    expect(read('order=sideways&sort=x').order).toBeUndefined();
  });

  it('sends the server only the set filters and a complete sorting', () => {
    expect(pagedQuery(read('keyword=&sort=visits'))).toEqual({ pageNum: 1, pageSize: 20, status: 1 });
    expect(pagedQuery(read('sort=visits&order=desc'))).toMatchObject({ sort: 'visits', order: 'desc' });
  });
});
