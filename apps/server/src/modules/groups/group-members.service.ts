import {
  BATCH_INFO_MAX_IDS,
  type GroupMemberBody,
  type GroupMembersQuery,
  type GroupMemberVo,
  GroupRole,
  type UserVo,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { GroupContext } from './group-context.ts';
import { isOwner, mustBeOwner, mustBeOwnerOrAdmin, mustOutrank } from './group-rights.ts';
import { groupsRepository as repo } from './groups.repository.ts';

/** Members of a group: the member list, admins, muting, removal and leaving (getting in: group-invitations). */
export function createGroupMembersService(deps: AppDeps, ctx: GroupContext) {
  const { clock } = deps;
  const { db, users } = ctx;

  /** The member acted on; notGroupMember when he is not in the group. */
  const targetOf = async (c: { tx: typeof db; group: { id: number } }, userId: number) =>
    (await repo.member(c.tx, c.group.id, userId)) ?? fail('notGroupMember');

  /** Users as the viewer may see them, by id (asked in batches the users module accepts). */
  async function userVosOf(viewerId: number, userIds: number[]) {
    const byId = new Map<number, UserVo>();
    for (let i = 0; i < userIds.length; i += BATCH_INFO_MAX_IDS)
      for (const vo of await users.batchInfo(viewerId, userIds.slice(i, i + BATCH_INFO_MAX_IDS).join(',')))
        byId.set(vo.userId, vo);
    return byId;
  }

  return {
    /** Members only: owner, admins, then the rest by time of joining; each with his profile as the viewer may see it. */
    async members(viewerId: number, query: GroupMembersQuery) {
      await ctx.precheck(query.groupId, viewerId);
      const rows = await repo.pageMembers(
        db,
        query.groupId,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      const total = await repo.countMembers(db, query.groupId);
      const profiles = await userVosOf(
        viewerId,
        rows.map((r) => r.userId),
      );
      const out: GroupMemberVo[] = [];
      for (const row of rows) {
        const userVo = profiles.get(row.userId);
        if (!userVo) continue;
        out.push({
          userId: row.userId,
          userVo,
          role: row.role,
          myName: row.nickname,
          muted: row.muted,
          joinTime: row.joinedAt.toISOString(),
        });
      }
      return { rows: out, total };
    },

    /** Owner only: makes an ordinary member an admin, or an admin ordinary again. Asking for what is, changes nothing. */
    async setAdmin(userId: number, body: GroupMemberBody, admin: boolean) {
      await ctx.precheck(body.groupId, userId);
      const names = await ctx.namesOf([userId, body.userId]);
      await ctx.change(body.groupId, userId, names, async (c) => {
        mustBeOwner(await ctx.memberOf(c.tx, c.group.id, userId));
        const target = await targetOf(c, body.userId);
        if (target.userId === userId) fail('cannotTargetSelf');
        const from = admin ? GroupRole.ordinary : GroupRole.admin;
        if (target.role !== from) return;
        await repo.updateMember(c.tx, c.group.id, target.userId, {
          role: admin ? GroupRole.admin : GroupRole.ordinary,
        });
        await c.notice(admin ? 'adminAdd' : 'adminRemove', [target.userId]);
      });
    },

    /** The owner mutes anyone but himself, an admin ordinary members only. */
    async setMuted(userId: number, body: GroupMemberBody, muted: boolean) {
      await ctx.precheck(body.groupId, userId);
      const names = await ctx.namesOf([userId, body.userId]);
      await ctx.change(body.groupId, userId, names, async (c) => {
        const actor = await ctx.memberOf(c.tx, c.group.id, userId);
        mustBeOwnerOrAdmin(actor);
        const target = await targetOf(c, body.userId);
        mustOutrank(actor, target);
        if (target.muted === muted) return;
        await repo.updateMember(c.tx, c.group.id, target.userId, { muted });
        await c.notice(muted ? 'mute' : 'unmute', [target.userId]);
      });
    },

    /** Owner and admins: while on, only they may send. */
    async setGagAll(userId: number, groupId: number, gagAll: boolean) {
      await ctx.precheck(groupId, userId);
      const names = await ctx.namesOf([userId]);
      await ctx.change(groupId, userId, names, async (c) => {
        mustBeOwnerOrAdmin(await ctx.memberOf(c.tx, groupId, userId));
        if (c.group.gagAll === gagAll) return;
        await repo.update(c.tx, groupId, { gagAll, updatedAt: clock.now() });
        await c.notice(gagAll ? 'muteAll' : 'unmuteAll', []);
      });
    },

    /**
     * The owner removes anyone but himself, an admin ordinary members only. The removed member hears it (the notice
     * comes before he leaves); a group left with one member is dissolved.
     */
    async remove(userId: number, body: GroupMemberBody) {
      await ctx.precheck(body.groupId, userId);
      const names = await ctx.namesOf([userId, body.userId]);
      await ctx.change(body.groupId, userId, names, async (c) => {
        const actor = await ctx.memberOf(c.tx, c.group.id, userId);
        mustBeOwnerOrAdmin(actor);
        const target = await targetOf(c, body.userId);
        mustOutrank(actor, target);
        await c.notice('remove', [target.userId]);
        await ctx.removeMembersIn(c, [target.userId]);
        await ctx.endIfAlone(c, clock.now());
      });
    },

    /**
     * Leaving. A group left with one member (a two-party group) is dissolved. An owner who leaves others behind hands
     * the group to the longest-standing admin, else the longest-standing member.
     */
    async quit(userId: number, groupId: number) {
      const { actor } = await ctx.precheck(groupId, userId);
      // Named in the notice; read here because the users module cannot be asked inside the transaction.
      const heir = isOwner(actor) ? await repo.successor(db, groupId, userId) : undefined;
      const names = await ctx.namesOf([userId, ...(heir ? [heir.userId] : [])]);
      await ctx.change(groupId, userId, names, async (c) => {
        const me = await ctx.memberOf(c.tx, groupId, userId);
        await c.notice('quit', [userId]);
        await ctx.removeMembersIn(c, [userId]);
        if (await ctx.endIfAlone(c, clock.now())) return;
        if (!isOwner(me)) return;
        const successor = (await repo.successor(c.tx, groupId, userId))!;
        await repo.updateMember(c.tx, groupId, successor.userId, { role: GroupRole.owner, muted: false });
        await repo.update(c.tx, groupId, { ownerId: successor.userId, updatedAt: clock.now() });
        await c.notice('ownerChange', [successor.userId]);
      });
    },
  };
}
