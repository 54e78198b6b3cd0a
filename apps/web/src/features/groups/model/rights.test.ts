import { GroupRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { memberActions, outranks } from './rights.ts';

const member = (userId: number, role: number, muted = false) => ({ userId, role, muted });

describe('group rights as the screens offer them', () => {
  it('lets the owner act on anybody but himself, and make or unmake admins', () => {
    expect(memberActions(GroupRole.owner, 1, member(2, GroupRole.ordinary))).toEqual([
      'makeAdmin',
      'mute',
      'remove',
    ]);
    expect(memberActions(GroupRole.owner, 1, member(2, GroupRole.admin, true))).toEqual([
      'unmakeAdmin',
      'unmute',
      'remove',
    ]);
    expect(memberActions(GroupRole.owner, 1, member(1, GroupRole.owner))).toEqual([]);
  });

  it('lets an admin mute and remove ordinary members only, never manage admins', () => {
    expect(memberActions(GroupRole.admin, 2, member(3, GroupRole.ordinary))).toEqual(['mute', 'remove']);
    expect(memberActions(GroupRole.admin, 2, member(4, GroupRole.admin))).toEqual([]);
    expect(memberActions(GroupRole.admin, 2, member(1, GroupRole.owner))).toEqual([]);
    expect(outranks(GroupRole.admin, 2, member(2, GroupRole.admin))).toBe(false);
  });

  it('offers an ordinary member or a non-member nothing', () => {
    expect(memberActions(GroupRole.ordinary, 3, member(4, GroupRole.ordinary))).toEqual([]);
    expect(memberActions(null, 3, member(4, GroupRole.ordinary))).toEqual([]);
  });
});
