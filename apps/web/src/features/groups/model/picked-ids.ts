import { GROUP_INVITE_MAX } from '@volna/contracts';

// The people picked for a new group travel in the address (?memberIds=1,2,3), so a reload or back keeps them.

/** Distinct positive ids from the address, at most one call's worth; anything else is dropped. */
export function parsePickedIds(value: string | null | undefined): number[] {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    if (!/^\d{1,10}$/.test(part)) continue;
    const id = Number(part);
    if (id > 0 && id <= 2_147_483_647) ids.add(id);
  }
  return [...ids].slice(0, GROUP_INVITE_MAX);
}

export const formatPickedIds = (ids: readonly number[]) => ids.join(',');
