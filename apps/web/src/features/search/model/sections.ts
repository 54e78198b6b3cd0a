/** The result sections, in the order the 'All' tab shows them. */
export const SECTION_KINDS = ['users', 'friends', 'groups', 'messages'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export type SearchTab = 'all' | SectionKind;
export const SEARCH_TABS: readonly SearchTab[] = ['all', ...SECTION_KINDS];

/** Rows each section shows under 'All'; 'show more' opens the section's own tab with the rest. */
export const ALL_TAB_ROWS = 3;

export type ResultModel = {
  id: string;
  title: string;
  description?: string;
  /** Shown on the right (a message's time). */
  aside?: string;
  avatar: { src?: string; name: string; colorCode?: number };
  /** Where opening the row goes. */
  to: string;
};

export type SectionModel = {
  kind: SectionKind;
  rows: ResultModel[];
  /** Matches the server counted (a message section counts every match in every chat). */
  total: number;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  refetch: () => Promise<unknown>;
};
