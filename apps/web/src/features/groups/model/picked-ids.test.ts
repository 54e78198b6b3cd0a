import { GROUP_INVITE_MAX } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { formatPickedIds, parsePickedIds } from './picked-ids.ts';

describe('picked ids in the address', () => {
  it('reads distinct positive ids and drops the rest', () => {
    expect(parsePickedIds('3,1,3,,x,-2,0,99999999999,7')).toEqual([3, 1, 7]);
    expect(parsePickedIds(null)).toEqual([]);
    expect(parsePickedIds(formatPickedIds([5, 6]))).toEqual([5, 6]);
  });

  it('keeps at most one invite call worth', () => {
    const many = Array.from({ length: GROUP_INVITE_MAX + 5 }, (_, i) => i + 1).join(',');
    expect(parsePickedIds(many)).toHaveLength(GROUP_INVITE_MAX);
  });
});
