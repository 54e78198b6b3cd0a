/** Query keys of the search page, one branch per section so a refresh can re-read them all at once. */
export const searchKeys = {
  all: ['search'] as const,
  users: (keyword: string) => ['search', 'users', keyword] as const,
  friends: (keyword: string) => ['search', 'friends', keyword] as const,
  groups: (keyword: string) => ['search', 'groups', keyword] as const,
};

/** Rows a section asks for at a time. */
export const SEARCH_PAGE_SIZE = 20;

/** The next page while rows remain (the server's total says how many there are). */
export const nextPage = (last: { rows: unknown[]; total: number }, pages: { rows: unknown[] }[]) =>
  pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
    ? pages.length + 1
    : undefined;
