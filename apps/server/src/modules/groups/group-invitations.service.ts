import {
  GROUP_INVITATION_CLOSED_EVENT,
  type GroupInvitationClosedEvent,
  GroupInvitationStatus,
  type GroupInvitationsQuery,
  type GroupInvitationVo,
  type GroupInviteResultVo,
  type InviteMembersBody,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { GroupContext } from './group-context.ts';
import {
  type GroupInvitationRow,
  groupInvitationsRepository as invitations,
} from './group-invitations.repository.ts';
import { groupsRepository as repo } from './groups.repository.ts';

const closedEvent = (row: GroupInvitationRow): GroupInvitationClosedEvent => ({
  type: GROUP_INVITATION_CLOSED_EVENT,
  invitationId: row.id,
  groupId: row.groupId,
  status: row.status,
});

/**
 * Getting into a group (issue 17): a member adds his friends at once and invites anyone else, who joins by accepting
 * (POST /app/groupMeb/join) or declines. Nobody joins a group by its id alone.
 */
export function createGroupInvitationsService(deps: AppDeps, ctx: GroupContext) {
  const { clock } = deps;
  const { db, users } = ctx;

  /** Refused across a block either way between the joiner and someone who stands for the group. */
  async function noBlockWith(userId: number, otherIds: number[]) {
    for (const other of new Set(otherIds)) {
      if (other === userId) continue;
      if (await users.isBlocked(other, userId)) fail('blockedByUser');
      if (await users.isBlocked(userId, other)) fail('youBlockedUser');
    }
  }

  return {
    /**
     * Any member: his friends (and, in a module group, its customer-service staff) are added at once; everyone else
     * gets an invitation, told live. Each must exist and be on no side of a block with him.
     */
    async invite(userId: number, body: InviteMembersBody): Promise<GroupInviteResultVo> {
      const { group } = await ctx.precheck(body.groupId, userId);
      const invitees = await ctx.checkedInvitees(userId, body.memberIds, false);
      const direct = await ctx.directlyAddable(userId, invitees, group.moduleType);
      const names = await ctx.namesOf([userId, ...invitees]);
      const now = clock.now();
      const outcome = await ctx.change(body.groupId, userId, names, async (c) => {
        await ctx.memberOf(c.tx, c.group.id, userId);
        const existing = new Set(await repo.memberIds(c.tx, c.group.id));
        const fresh = invitees.filter((id) => !existing.has(id));
        if (!fresh.length) fail('alreadyInGroup');
        const added = fresh.filter((id) => direct.has(id));
        const invited = fresh.filter((id) => !direct.has(id));
        if (added.length) {
          await ctx.addMembersIn(c, added, now);
          await c.notice('invite', added);
        }
        await ctx.inviteIn(c, userId, invited, names, now);
        return { group: c.group, added, invited };
      });
      return {
        ...(await ctx.present(outcome.group, userId)),
        addedIds: outcome.added,
        invitedIds: outcome.invited,
      };
    },

    /**
     * Accepting one's standing invitation: refused without one (groupInviteRequired: the group's id alone lets nobody
     * in), and across a block either way with the owner or the inviter. The member sees the history from his join on
     * unless the group shows it to new members.
     */
    async join(userId: number, groupId: number) {
      const group = await ctx.activeGroup(db, groupId);
      if (await repo.member(db, groupId, userId)) fail('alreadyInGroup');
      const invitation =
        (await invitations.live(db, groupId, userId, clock.now())) ?? fail('groupInviteRequired');
      await noBlockWith(userId, [group.ownerId, invitation.inviterId]);
      const names = await ctx.namesOf([userId]);
      const joined = await ctx.change(groupId, userId, names, async (c) => {
        if (await repo.member(c.tx, groupId, userId)) fail('alreadyInGroup');
        const now = clock.now();
        // Decided here, under the group's lock: of several accepts at once one takes it, the rest find none.
        const accepted =
          (await invitations.decide(c.tx, invitation.id, GroupInvitationStatus.accepted, now, now)) ??
          fail('groupInviteRequired');
        if (!(await repo.member(c.tx, groupId, accepted.inviterId))) fail('groupInviteRequired');
        await ctx.addMembersIn(c, [userId], now);
        await c.notice('join', [userId]);
        await c.tell([userId], closedEvent(accepted));
        return c.group;
      });
      return ctx.present(joined, userId);
    },

    /** Declining one's pending invitation to the group; his other devices hear it. None pending: not found. */
    async decline(userId: number, groupId: number) {
      const declined =
        (await invitations.declinePending(db, groupId, userId, clock.now())) ?? fail('notFound');
      await ctx.deliver([userId], closedEvent(declined));
    },

    /** The caller's standing invitations, newest first: each group as an invitation shows it, and its inviter. */
    async invitations(userId: number, query: GroupInvitationsQuery) {
      const now = clock.now();
      const { rows, total } = await invitations.pageOfInvitee(
        db,
        userId,
        now,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      const inviters = new Map(
        (
          await users.presentByIds(
            userId,
            rows.map((r) => r.invitation.inviterId),
          )
        ).map((u) => [u.userId, u]),
      );
      const out: GroupInvitationVo[] = [];
      for (const { invitation, group } of rows) {
        const inviter = inviters.get(invitation.inviterId);
        if (!inviter) continue;
        out.push({
          invitationId: invitation.id,
          groupId: group.id,
          groupName: group.name,
          ruGroupName: group.ruName,
          avatar: group.avatar,
          avatarCompress: group.avatarCompress,
          memberCount: await repo.countMembers(db, group.id),
          inviter,
          createTime: invitation.createdAt.toISOString(),
          expireTime: invitation.expiresAt.toISOString(),
        });
      }
      return { rows: out, total };
    },

    /** A block either way voids the pending invitations between the two (the users module's hook); invitees hear it. */
    async onBlocked(blockerId: number, blockedId: number) {
      const lapsed = await invitations.lapseBetween(db, blockerId, blockedId, clock.now());
      for (const row of lapsed) await ctx.deliver([row.inviteeId], closedEvent(row));
    },

    /** Whether the user holds a standing invitation to the group (he may then see its preview). */
    async isInvited(userId: number, groupId: number) {
      return (await invitations.live(db, groupId, userId, clock.now())) !== undefined;
    },
  };
}
