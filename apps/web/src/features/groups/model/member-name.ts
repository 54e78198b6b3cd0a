import { displayName, type GroupMemberVo } from '@volna/contracts';

/** A member as the group sees him: his nickname there, else his name as the viewer knows him. */
export const memberName = (member: Pick<GroupMemberVo, 'myName' | 'userVo'>) =>
  member.myName || displayName(member.userVo);
