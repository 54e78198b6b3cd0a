import type { GroupMemberVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { groupMemberOf } from './group-member.ts';

const member = (userId: number, role: number, myName = ''): GroupMemberVo => ({
  userId,
  role,
  myName,
  muted: false,
  joinTime: '2026-01-01T00:00:00.000Z',
  userVo: { userId } as GroupMemberVo['userVo'],
});

describe('the profile user as a member of the group it was opened from', () => {
  const members = [member(1, 1, 'Boss'), member(2, 3), member(3, 2, 'Helper')];

  it('his entry, with his nickname and role, when the viewer is in the group', () => {
    expect(groupMemberOf(members, 2, 1)).toMatchObject({ userId: 1, role: 1, myName: 'Boss' });
    expect(groupMemberOf(members, 2, 3)).toMatchObject({ role: 2, myName: 'Helper' });
  });

  it('nothing when the viewer is not in it, he is not in it, or the list is not there', () => {
    expect(groupMemberOf(members, 9, 1)).toBeNull();
    expect(groupMemberOf(members, 2, 9)).toBeNull();
    expect(groupMemberOf(undefined, 2, 1)).toBeNull();
    expect(groupMemberOf(members, undefined, 1)).toBeNull();
  });
});
