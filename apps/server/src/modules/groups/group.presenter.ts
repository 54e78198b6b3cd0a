import type { GroupVo } from '@volna/contracts';
import { isSilenced } from './group-rights.ts';
import type { GroupMemberRow, GroupRow } from './groups.repository.ts';

/** Names a module group shows: its customer (the owner) and the customer-service member answering him. */
export type GroupPeople = { customerName: string; imNickName: string };
export const NO_PEOPLE: GroupPeople = { customerName: '', imNickName: '' };

/**
 * A group as this viewer sees it. A member sees everything; a non-member (an ordinary group's preview, to decide
 * whether to join) sees its name, pictures and size, never its members or notice.
 */
export function presentGroup(
  group: GroupRow,
  viewer: GroupMemberRow | undefined,
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
    jyRemark: viewer ? group.notice : '',
    jyAvatar: viewer ? group.noticeAvatar : '',
    moduleType: group.moduleType,
    responsibleModule: group.responsibleModule,
    userId: group.ownerId,
    customerName: people.customerName,
    imUserId: group.serviceUserId,
    imNickName: people.imNickName,
    myName: viewer?.nickname ?? '',
    role: viewer?.role ?? null,
    memberIds: viewer ? memberIds : [],
    memberCount,
    gagAll: group.gagAll,
    muted: viewer ? isSilenced(group, viewer) : false,
    createTime: group.createdAt.toISOString(),
  };
}
