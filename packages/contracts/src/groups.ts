import { z } from 'zod';
import { anonProfileBody } from './anonymous.ts';
import { pageQuery, searchPageQuery, userId } from './common.ts';
import { MODULE_TYPE_MAX } from './enums.ts';
import {
  GROUP_INVITATIONS_PAGE_SIZE_MAX,
  GROUP_INVITE_MAX,
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_NAME_MAX_LENGTH,
  GROUP_NICKNAME_MAX_LENGTH,
  GROUP_NOTICE_MAX_LENGTH,
  GROUPS_MAX,
} from './limits.ts';
import { userVo } from './users.ts';

// Groups (spec §3, §6, §7). Request shapes keep the spec's wire names (jyRemark, jyAvatar, myName, memberIds).

/** PostgreSQL cannot store NUL, and no other control character belongs in a name. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !CONTROL_CHARACTER.test(text));
/** Free text that may hold line breaks (the notice), never NUL. */
const multilineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !text.includes('\u0000'));
const groupName = plainText(GROUP_NAME_MAX_LENGTH).pipe(z.string().min(1));
/** An upload URL of this server (the service checks where it points); '' clears it. */
const imageUrl = z.string().max(1024);

export const groupId = z.coerce.number().int().positive().max(2_147_483_647);
/** Users picked for a group: distinct, at most GROUP_INVITE_MAX in one call. */
const memberIds = z.array(userId).max(GROUP_INVITE_MAX);
const moduleType = z.coerce.number().int().min(1).max(MODULE_TYPE_MAX);

export const createGroupBody = z.object({
  groupName,
  ruGroupName: plainText(GROUP_NAME_MAX_LENGTH).optional(),
  avatar: imageUrl.optional(),
  avatarCompress: imageUrl.optional(),
  /** Others to add (at least one: a group is never one person); the creator is the owner. */
  memberIds: memberIds.min(1),
});
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** Only the fields sent change. `jyRemark` is the group notice, `jyAvatar` its picture. */
export const editGroupBody = z.object({
  groupId,
  groupName: groupName.optional(),
  ruGroupName: plainText(GROUP_NAME_MAX_LENGTH).optional(),
  avatar: imageUrl.optional(),
  avatarCompress: imageUrl.optional(),
  jyRemark: multilineText(GROUP_NOTICE_MAX_LENGTH).optional(),
  jyAvatar: imageUrl.optional(),
  /** New members see the messages sent before they joined (default off, issue 17). */
  historyVisible: z.boolean().optional(),
});
export type EditGroupBody = z.infer<typeof editGroupBody>;

export const groupIdBody = z.object({ groupId });
export const groupIdQuery = z.object({ groupId });

export const groupListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(GROUPS_MAX).default(GROUPS_MAX),
  /** Only the caller's own id is accepted: the list is always his groups. */
  userId: userId.optional(),
});

/** GET /app/group/search: the caller's groups whose name contains the keyword. */
export const groupSearchQuery = searchPageQuery;

export const groupMembersQuery = z.object({
  groupId,
  pageNum: pageQuery.shape.pageNum,
  pageSize: z.coerce.number().int().min(1).max(GROUP_MEMBERS_PAGE_SIZE).default(GROUP_MEMBERS_PAGE_SIZE),
});
export type GroupMembersQuery = z.infer<typeof groupMembersQuery>;

export const inviteMembersBody = z.object({ groupId, memberIds: memberIds.min(1) });
export type InviteMembersBody = z.infer<typeof inviteMembersBody>;

/** One member acted on: made or unmade admin, muted or unmuted, removed. */
export const groupMemberBody = z.object({ groupId, userId });
export type GroupMemberBody = z.infer<typeof groupMemberBody>;

export const groupNicknameBody = z.object({
  groupId,
  /** The caller's own name in this group; '' goes back to his profile name. */
  myName: plainText(GROUP_NICKNAME_MAX_LENGTH),
});

/**
 * PUT /app/group/anonEdit (spec §7) edits how one appears without one's own name: with `groupId`, the caller's
 * nickname in that group (`myName`); without it, his anonymous-chat profile (issue 16: `nickName`, `brief`).
 */
export const anonEditBody = z
  .object({
    groupId: groupId.optional(),
    myName: plainText(GROUP_NICKNAME_MAX_LENGTH).optional(),
    ...anonProfileBody.partial().shape,
  })
  .superRefine((body, ctx) => {
    const missing =
      body.groupId !== undefined
        ? body.myName === undefined && 'myName'
        : body.nickName === undefined && 'nickName';
    if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: 'badRequest' });
  });
export type AnonEditBody = z.infer<typeof anonEditBody>;

export const createModuleGroupBody = z.object({
  groupName,
  avatar: imageUrl.optional(),
  avatarCompress: imageUrl.optional(),
  memberIds: memberIds.min(1),
  moduleType,
  /** The product area the group serves (its chat sorts into that area's chat-list tab). */
  responsibleModule: z.coerce.number().int().min(0).max(MODULE_TYPE_MAX).default(0),
});
export type CreateModuleGroupBody = z.infer<typeof createModuleGroupBody>;

export const customerAssignQuery = z.object({ moduleType });

export const customerAssignment = z.object({
  imUserId: z.number().int(),
  imNickName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
});
export type CustomerAssignment = z.infer<typeof customerAssignment>;

export const groupVo = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  ruGroupName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
  /** The notice and its picture; members only. */
  jyRemark: z.string(),
  jyAvatar: z.string(),
  moduleType: z.number().int(),
  responsibleModule: z.number().int(),
  /** The owner. */
  userId: z.number().int(),
  /** Module groups: the customer's (owner's) name and the customer-service member answering him. */
  customerName: z.string(),
  imUserId: z.number().int().nullable(),
  imNickName: z.string(),
  /** The viewer's nickname in the group ('' when he set none). */
  myName: z.string(),
  /** The viewer's role (1 owner, 2 admin, 3 ordinary); null when he is not a member (a preview). */
  role: z.number().int().nullable(),
  /** Members in join order; empty in a non-member's preview. */
  memberIds: z.array(z.number().int()),
  memberCount: z.number().int(),
  /** Everybody but the owner and admins is silenced. */
  gagAll: z.boolean(),
  /** The viewer himself is silenced (alone or by gagAll). */
  muted: z.boolean(),
  /** New members see the messages sent before they joined (members only; false in a preview). */
  historyVisible: z.boolean(),
  /** '' in a non-member's preview. */
  createTime: z.string(),
});
export type GroupVo = z.infer<typeof groupVo>;

/**
 * POST /app/group and /app/groupMeb/invite (issue 17): the group, who was added at once (friends of the one adding
 * them; customer-service staff in a module group) and who got an invitation to accept instead.
 */
export const groupInviteResultVo = groupVo.extend({
  addedIds: z.array(z.number().int()),
  invitedIds: z.array(z.number().int()),
});
export type GroupInviteResultVo = z.infer<typeof groupInviteResultVo>;

/** GET /app/groupMeb/invitations: the caller's live invitations, newest first. */
export const groupInvitationsQuery = z.object({
  pageNum: pageQuery.shape.pageNum,
  pageSize: z.coerce.number().int().min(1).max(GROUP_INVITATIONS_PAGE_SIZE_MAX).default(20),
});
export type GroupInvitationsQuery = z.infer<typeof groupInvitationsQuery>;

/** An invitation as its invitee sees it: what the group shows before joining, and who invites him. */
export const groupInvitationVo = z.object({
  invitationId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  ruGroupName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
  memberCount: z.number().int(),
  inviter: userVo,
  createTime: z.string(),
  expireTime: z.string(),
});
export type GroupInvitationVo = z.infer<typeof groupInvitationVo>;

export const groupMemberVo = z.object({
  userId: z.number().int(),
  userVo,
  role: z.number().int(),
  /** His nickname in the group ('' when none). */
  myName: z.string(),
  muted: z.boolean(),
  joinTime: z.string(),
});
export type GroupMemberVo = z.infer<typeof groupMemberVo>;
