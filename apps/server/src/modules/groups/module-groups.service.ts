import {
  type CreateModuleGroupBody,
  CUSTOMER_SERVICE_MODULE_TYPE,
  type CustomerAssignment,
  GROUPS_MAX,
  GroupStatus,
  ORDINARY_GROUP_MODULE_TYPE,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { GroupContext } from './group-context.ts';
import { isOwner } from './group-rights.ts';
import { groupsRepository as repo } from './groups.repository.ts';

/**
 * Module groups (moduleType ≥ 1): a product area's group with its customer-service member, e.g. moduleType 6, the
 * customer-service chat a user opens from a module (responsibleModule).
 */
export function createModuleGroupsService(deps: AppDeps, ctx: GroupContext) {
  const { clock } = deps;
  const { db, users } = ctx;

  return {
    /**
     * The caller's group for this module, made on first use (a repeated tap answers the same group). The first
     * customer-service user among memberIds answers it; a customer-service group (6) must name one. Staff and the
     * caller's friends are added; anyone else is invited (issue 17).
     */
    async createModule(userId: number, body: CreateModuleGroupBody) {
      ctx.checkImages({ avatar: body.avatar, avatarCompress: body.avatarCompress });
      const existing = await repo.activeModuleGroupOf(db, userId, body.moduleType, body.responsibleModule);
      if (existing) return ctx.present(existing, userId);
      const picked = await ctx.checkedInvitees(userId, body.memberIds, true);
      const direct = await ctx.directlyAddable(userId, picked, body.moduleType);
      const memberIds = picked.filter((id) => direct.has(id));
      const invitedIds = picked.filter((id) => !direct.has(id));
      let serviceUserId: number | null = null;
      for (const id of memberIds)
        if (await users.isCustomer(id)) {
          serviceUserId = id;
          break;
        }
      if (!picked.length || (body.moduleType === CUSTOMER_SERVICE_MODULE_TYPE && serviceUserId === null))
        fail('badRequest', { field: 'memberIds' });
      const group = await ctx.createGroup(
        userId,
        {
          name: body.groupName,
          avatar: body.avatar ?? '',
          avatarCompress: body.avatarCompress ?? '',
          moduleType: body.moduleType,
          responsibleModule: body.responsibleModule,
          serviceUserId,
        },
        memberIds,
        invitedIds,
      );
      return ctx.present(group, userId);
    },

    /** The caller's module groups (as customer or as the staff member in them), the most recently joined first. */
    async moduleList(userId: number) {
      const { rows } = await repo.pageOfUser(db, userId, true, 0, GROUPS_MAX);
      return ctx.presentRows(rows);
    },

    /**
     * Closes a module group for good (22406 afterwards): its owner (the customer), its customer-service member, or any
     * staff member (customer service, platform administrator) even from outside. Ordinary groups are dismissed instead.
     */
    async cancel(userId: number, groupId: number) {
      const group = await ctx.activeGroup(db, groupId);
      const member = await repo.member(db, groupId, userId);
      const staff = await users.isCustomer(userId);
      if (!member && !staff) fail('notInGroup');
      if (group.moduleType === ORDINARY_GROUP_MODULE_TYPE) fail('notModuleGroup');
      if (!staff && !isOwner(member!) && group.serviceUserId !== userId) fail('groupNoRights');
      const names = await ctx.namesOf([userId]);
      await ctx.change(groupId, userId, names, (c) => ctx.endIn(c, GroupStatus.cancelled, clock.now()));
    },

    /**
     * A customer-service user for this module: the one the caller already talks to there, else the one answering the
     * fewest open module groups (lowest id on a tie).
     */
    async assignCustomerService(userId: number, moduleType: number): Promise<CustomerAssignment> {
      const agents = (await users.customerServiceIds()).filter((id) => id !== userId);
      if (!agents.length) fail('noCustomerService');
      const current = await repo.activeModuleGroupOf(db, userId, moduleType);
      let chosen =
        current?.serviceUserId && agents.includes(current.serviceUserId) ? current.serviceUserId : 0;
      if (!chosen) {
        const load = await repo.serviceLoad(db, agents);
        chosen = agents.reduce((best, id) => ((load.get(id) ?? 0) < (load.get(best) ?? 0) ? id : best));
      }
      const agent = (await users.findById(chosen))!;
      const vo = await users.presentFor(userId, agent);
      return {
        imUserId: agent.id,
        imNickName: vo.nickName,
        avatar: agent.avatar,
        avatarCompress: agent.avatarCompress,
      };
    },
  };
}
