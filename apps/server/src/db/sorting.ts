import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a staff table: the asked column (by its wire name, already checked against the list's `sortedBy`
 * fields) in the asked direction, then `id` the same way so pages never overlap; without one, newest first by `id`.
 */
export function orderOf<F extends string>(
  columns: Record<F, AnyColumn>,
  query: { sort?: F; order?: 'asc' | 'desc' },
  id: AnyColumn,
): SQL[] {
  const way = query.order === 'asc' ? asc : desc;
  return query.sort ? [way(columns[query.sort]), way(id)] : [desc(id)];
}
