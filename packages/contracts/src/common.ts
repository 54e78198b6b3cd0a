import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_TEXT_MAX_LENGTH } from './limits.ts';

// Envelopes of DESIGN §4: every body is { success, code, msg, data } or, for pages, { success, code, msg, rows, total }.
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), msg: z.string(), data });

export const pagedEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.boolean(),
    code: z.number().int(),
    msg: z.string(),
    rows: z.array(row),
    total: z.number().int(),
  });

export type Envelope<T> = { success: boolean; code: number; msg: string; data: T };
export type PagedEnvelope<T> = { success: boolean; code: number; msg: string; rows: T[]; total: number };

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A free text field: trimmed, at most `max` characters, no control characters (NUL above all). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^\P{Cc}*$/u);

/** A search box's text: trimmed, not empty, at most SEARCH_TEXT_MAX_LENGTH, no control characters (NUL above all). */
export const searchKeyword = z
  .string()
  .trim()
  .min(1)
  .max(SEARCH_TEXT_MAX_LENGTH)
  .regex(/^\P{Cc}*$/u);

/** A search of the caller's own things (friends, groups): the keyword and an ordinary page. */
export const searchPageQuery = pageQuery.extend({ keyword: searchKeyword });
export type SearchPageQuery = z.infer<typeof searchPageQuery>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const userId = z.coerce.number().int().positive().max(2_147_483_647);

export const emptyData = z.null();

/**
 * A staff table's server-side sorting: one of its `fields` (the row's own wire names, the console's column keys) and
 * a direction; without `sort` the server's usual order (newest first).
 */
export const sortedBy = <const T extends readonly [string, ...string[]]>(...fields: T) => ({
  sort: z.enum(fields).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
