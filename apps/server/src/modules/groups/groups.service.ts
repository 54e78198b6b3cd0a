import {
  type CreateGroupBody,
  type EditGroupBody,
  type GroupInviteResultVo,
  GroupStatus,
  ORDINARY_GROUP_MODULE_TYPE,
  type PageQuery,
  type SearchPageQuery,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { GroupRules } from '../chat/chat.service.ts';
import { createGroupContext, type GroupsDeps } from './group-context.ts';
import { createGroupInvitationsService } from './group-invitations.service.ts';
import { createGroupMembersService } from './group-members.service.ts';
import { isSilenced, mayRecallAnyTime, mustBeOwner, mustBeOwnerOrAdmin } from './group-rights.ts';
import { type GroupPatch, groupsRepository as repo } from './groups.repository.ts';
import { createModuleGroupsService } from './module-groups.service.ts';

/** The spec's wire fields of PUT /app/group and the columns they edit. */
const EDITABLE = {
  groupName: 'name',
  ruGroupName: 'ruName',
  avatar: 'avatar',
  avatarCompress: 'avatarCompress',
  jyRemark: 'notice',
  jyAvatar: 'noticeAvatar',
  historyVisible: 'historyVisible',
} as const satisfies Partial<Record<keyof EditGroupBody, keyof GroupPatch>>;

/** A group id as the chat names it; anything else is no group of this module. */
const groupIdOf = (chatTargetId: string) =>
  /^[1-9]\d{0,9}$/.test(chatTargetId) && Number(chatTargetId) <= 2_147_483_647 ? Number(chatTargetId) : 0;

/** Groups (spec §3, §6, §7): the group's life, its info and lists, and the rules the chat module asks about. */
export function createGroupsService(deps: AppDeps, others: GroupsDeps) {
  const { clock } = deps;
  const ctx = createGroupContext(deps, others);
  const { db } = ctx;
  const invitations = createGroupInvitationsService(deps, ctx);

  /** What the chat module asks before a group send or a recall; groups it does not know have no rules. */
  const chatRules: GroupRules = {
    async canSend(userId, chatTargetId) {
      const groupId = groupIdOf(chatTargetId);
      const group = groupId ? await repo.findById(db, groupId) : undefined;
      const member = group ? await repo.member(db, group.id, userId) : undefined;
      return !group || !member || !isSilenced(group, member);
    },
    async canRecallAny(userId, chatTargetId, senderUserId) {
      const groupId = groupIdOf(chatTargetId);
      const group = groupId ? await repo.findById(db, groupId) : undefined;
      if (!group || group.status !== GroupStatus.active) return false;
      const actor = await repo.member(db, groupId, userId);
      return !!actor && mayRecallAnyTime(actor, await repo.member(db, groupId, senderUserId));
    },
  };

  return {
    chatRules,
    ...createGroupMembersService(deps, ctx),
    ...invitations,
    ...createModuleGroupsService(deps, ctx),

    /**
     * The creator becomes the owner; the others are checked like an invite: his friends join as ordinary members,
     * anyone else gets an invitation (issue 17), so a group may begin with its owner alone while they answer.
     */
    async create(userId: number, body: CreateGroupBody): Promise<GroupInviteResultVo> {
      ctx.checkImages({ avatar: body.avatar, avatarCompress: body.avatarCompress });
      const picked = await ctx.checkedInvitees(userId, body.memberIds, true);
      if (!picked.length) fail('badRequest', { field: 'memberIds' });
      const direct = await ctx.directlyAddable(userId, picked, ORDINARY_GROUP_MODULE_TYPE);
      const memberIds = picked.filter((id) => direct.has(id));
      const invitedIds = picked.filter((id) => !direct.has(id));
      const group = await ctx.createGroup(
        userId,
        {
          name: body.groupName,
          ruName: body.ruGroupName ?? '',
          avatar: body.avatar ?? '',
          avatarCompress: body.avatarCompress ?? '',
          moduleType: ORDINARY_GROUP_MODULE_TYPE,
        },
        memberIds,
        invitedIds,
      );
      return { ...(await ctx.present(group, userId)), addedIds: memberIds, invitedIds };
    },

    /** Owner and admins; only the fields sent change, and a change nobody could see posts no notice. */
    async edit(userId: number, body: EditGroupBody) {
      await ctx.precheck(body.groupId, userId);
      ctx.checkImages({ avatar: body.avatar, avatarCompress: body.avatarCompress, jyAvatar: body.jyAvatar });
      const names = await ctx.namesOf([userId]);
      const group = await ctx.change(body.groupId, userId, names, async (c) => {
        mustBeOwnerOrAdmin(await ctx.memberOf(c.tx, c.group.id, userId));
        const patch: GroupPatch = {};
        const fields: string[] = [];
        for (const [wire, column] of Object.entries(EDITABLE) as Array<
          [keyof typeof EDITABLE, keyof GroupPatch]
        >) {
          const value = body[wire];
          if (value === undefined || value === c.group[column]) continue;
          Object.assign(patch, { [column]: value });
          fields.push(wire);
        }
        if (!fields.length) return c.group;
        const updated = await repo.update(c.tx, c.group.id, { ...patch, updatedAt: clock.now() });
        await c.notice('edit', [], fields);
        return updated;
      });
      return ctx.present(group, userId);
    },

    /**
     * Members see everything; a non-member holding an invitation sees what it shows (name, pictures, size); anyone
     * else hears 22406 as from any group he is not in (issue 17). Never existed: 404; dissolved: 22406.
     */
    async info(viewerId: number, groupId: number) {
      const group = await ctx.activeGroup(db, groupId);
      if (!(await repo.member(db, groupId, viewerId)) && !(await invitations.isInvited(viewerId, groupId)))
        fail('notInGroup');
      return ctx.present(group, viewerId);
    },

    /** The caller's ordinary groups, the most recently joined first (module groups: groupModuleList). */
    async list(userId: number, query: PageQuery & { userId?: number }) {
      if (query.userId !== undefined && query.userId !== userId) fail('forbidden');
      const { rows, total } = await repo.pageOfUser(
        db,
        userId,
        false,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: await ctx.presentRows(rows), total };
    },

    /** The caller's active groups of any kind whose name contains the keyword, the most recently joined first. */
    async search(userId: number, query: SearchPageQuery) {
      const offset = (query.pageNum - 1) * query.pageSize;
      const { rows, total } = await repo.searchOfUser(db, userId, query.keyword, offset, query.pageSize);
      return { rows: await ctx.presentRows(rows), total };
    },

    /** Owner only: everyone hears it, then the chat closes for all (22406 from then on). */
    async dismiss(userId: number, groupId: number) {
      await ctx.precheck(groupId, userId);
      const names = await ctx.namesOf([userId]);
      await ctx.change(groupId, userId, names, async (c) => {
        mustBeOwner(await ctx.memberOf(c.tx, groupId, userId));
        await ctx.endIn(c, GroupStatus.dissolved, clock.now());
      });
    },

    /** The caller's own nickname in the group (`myName`); '' goes back to his profile name. */
    async setNickname(userId: number, groupId: number, myName: string) {
      await ctx.precheck(groupId, userId);
      const names = await ctx.namesOf([userId]);
      const group = await ctx.change(groupId, userId, names, async (c) => {
        const me = await ctx.memberOf(c.tx, groupId, userId);
        if (me.nickname === myName) return c.group;
        await repo.updateMember(c.tx, groupId, userId, { nickname: myName });
        await c.notice('nickname', [userId]);
        return c.group;
      });
      return ctx.present(group, userId);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
