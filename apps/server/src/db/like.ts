import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `text` as a LIKE pattern that matches it literally anywhere: `\`, `%` and `_` escaped with `\`. */
export const literalContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The same, lowercased, for matching against `lower(column)` (which an index on lower() can serve). */
export const lowerContains = (text: string) => literalContains(text.toLowerCase());

/**
 * `column` contains `text` literally, ignoring case. The ESCAPE clause is spelled out so the pattern's meaning does
 * not depend on the server's default escape character.
 */
export const ilikeContains = (column: SQLWrapper | SQL, text: string): SQL =>
  sql`${column} ilike ${literalContains(text)} escape '\\'`;
