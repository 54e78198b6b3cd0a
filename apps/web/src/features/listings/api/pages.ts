import type { PagedEnvelope } from '@volna/contracts';

type Page<T> = Pick<PagedEnvelope<T>, 'rows' | 'total'>;

/** The next page number of a paged list, or undefined once every row is loaded. */
export const nextPage = <T>(last: Page<T>, pages: Page<T>[]) =>
  pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
    ? pages.length + 1
    : undefined;

/** Rows per page of the market's lists. */
export const LISTINGS_PAGE_SIZE = 20;
