/**
 * Query keys of the marketplace. Every list sits under ['listings'] so a publish, an edit or a state change refreshes
 * them all at once; deposits move money, so those calls also refresh the wallet (['wallet']).
 */
export const listingKeys = {
  all: ['listings'] as const,
  categories: (lang: string) => ['listings', 'categories', lang] as const,
  search: (query: Record<string, string>) => ['listings', 'search', query] as const,
  mine: (state: number | undefined) => ['listings', 'mine', state ?? 'all'] as const,
  favourites: () => ['listings', 'favourites'] as const,
  one: (id: number) => ['listings', 'one', id] as const,
  deposit: (kind: string) => ['listings', 'deposit', kind] as const,
};
