import { SEARCH_TEXT_MAX_LENGTH } from '@volna/contracts';

/** What the server is asked for what the user typed: trimmed as the server trims, never longer than it accepts. */
export const keywordOf = (typed: string) => typed.trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
