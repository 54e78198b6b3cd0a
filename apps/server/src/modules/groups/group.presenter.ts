import type { GroupVo } from '@volna/contracts';
import { isSilenced } from './group-rights.ts';
import type { GroupMemberRow, GroupRow } from './groups.repository.ts';

/** Names a module group shows: its customer (the owner) and the customer-service member answering him. */
export type GroupPeople = { customerName: string; imNickName: string };
export const NO_PEOPLE: GroupPeople = { customerName: '', imNickName: '' };

/** A group as this member sees it: everything. */
export function presentGroup(
  group: GroupRow,
  viewer: GroupMemberRow,
  memberIds: number[],
  memberCount: number,
  people: GroupPeople = NO_PEOPLE,
): GroupVo {
  return {
    groupId: group.id,
    groupName: group.name,
    ruGroupName: group.ruName,
    avatar: group.avatar,
    avatarCompress: group.avatarCompress,
    jyRemark: group.notice,
    jyAvatar: group.noticeAvatar,
    moduleType: group.moduleType,
    responsibleModule: group.responsibleModule,
    userId: group.ownerId,
    customerName: people.customerName,
    imUserId: group.serviceUserId,
    imNickName: people.imNickName,
    myName: viewer.nickname,
    role: viewer.role,
    memberIds,
    memberCount,
    gagAll: group.gagAll,
    muted: isSilenced(group, viewer),
    historyVisible: group.historyVisible,
    createTime: group.createdAt.toISOString(),
  };
}

/**
 * What a non-member holding an invitation sees (issue 17): no more than the invitation shows — the group's name,
 * pictures, kind and size; never its owner, members, notice, settings or age.
 */
export function presentPreview(group: GroupRow, memberCount: number): GroupVo {
  return {
    groupId: group.id,
    groupName: group.name,
    ruGroupName: group.ruName,
    avatar: group.avatar,
    avatarCompress: group.avatarCompress,
    jyRemark: '',
    jyAvatar: '',
    moduleType: group.moduleType,
    responsibleModule: 0,
    userId: 0,
    customerName: '',
    imUserId: null,
    imNickName: '',
    myName: '',
    role: null,
    memberIds: [],
    memberCount,
    gagAll: false,
    muted: false,
    historyVisible: false,
    createTime: '',
  };
}
