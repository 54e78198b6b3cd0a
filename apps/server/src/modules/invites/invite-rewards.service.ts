import {
  type AirdropConfigVo,
  type AirdropUpdateBody,
  displayName,
  INVITE_MODULES,
  INVITE_REWARD_CURRENCY_ID,
  INVITE_REWARD_DEFAULTS,
  type InviteListVo,
  type InviteModuleValue,
  SYSTEM_CONFIG_KEYS,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { plainAmount } from '../ledger/amounts.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { RewardsService } from '../wallet/rewards.service.ts';
import { invitesRepository } from './invites.repository.ts';
import { type AirdropConfigRow, inviteRewardsRepository as repo } from './invite-rewards.repository.ts';

/** The reward's source event: the (invitee, module) row, so each pays once whatever the retries. */
export const inviteRewardEvent = (rewardId: number) => `invite:${rewardId}`;

export type InviteRewardsDeps = {
  users: UsersService;
  system: SystemService;
  rewards: RewardsService;
  audit: AuditService;
};

/**
 * Invite rewards and the per-module share (airdrop) config (issue 15). `qualify` is called by a module when its
 * qualifying step happens (the sign-up's binding, the first dating profile, the first blind-box opening), inside that
 * step's transaction: the (invitee, module) row and the inviter's credit from the rewards account commit with it —
 * once, since the unique index refuses the second row even among concurrent events. The reward part runs in a
 * savepoint, so a failing reward never undoes the invitee's own step.
 */
export function createInviteRewardsService(deps: AppDeps, others: InviteRewardsDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, system, rewards, audit } = others;

  /** The module's config as stored, or the global share list and the default reward until staff edit it. */
  async function configOf(module: InviteModuleValue): Promise<AirdropConfigVo> {
    const row = await repo.config(db, module);
    if (row) return present(row);
    return {
      module,
      disposition:
        (await system.configValue('airdrop.shareConfig')) ??
        SYSTEM_CONFIG_KEYS['airdrop.shareConfig'].defaultValue,
      inviteReward: INVITE_REWARD_DEFAULTS[module],
      currencyId: INVITE_REWARD_CURRENCY_ID,
      updatedTime: null,
    };
  }

  const present = (row: AirdropConfigRow): AirdropConfigVo => ({
    module: row.module,
    disposition: row.disposition,
    inviteReward: plainAmount(row.inviteReward),
    currencyId: INVITE_REWARD_CURRENCY_ID,
    updatedTime: row.updatedAt.toISOString(),
  });

  async function pay(tx: Db, inviteeId: number, module: InviteModuleValue) {
    const record = await invitesRepository.findByInvitee(tx, inviteeId);
    if (!record) return null;
    // Read inside the step's transaction (PGlite has one connection: a read outside it would wait for it).
    const inviteReward = (await repo.config(tx, module))?.inviteReward ?? INVITE_REWARD_DEFAULTS[module];
    const row = await repo.insertOnce(tx, {
      inviterId: record.inviterId,
      inviteeId,
      module,
      currencyId: INVITE_REWARD_CURRENCY_ID,
      amount: inviteReward,
      createdAt: clock.now(),
    });
    if (!row || Number(inviteReward) === 0) return row ?? null;
    const { txId } = await rewards.credit(
      record.inviterId,
      INVITE_REWARD_CURRENCY_ID,
      inviteReward,
      'invite',
      inviteRewardEvent(row.id),
      tx,
    );
    await repo.setTx(tx, row.id, txId);
    return { ...row, txId };
  }

  return {
    configOf,

    /** The invitee completed `module`'s qualifying step: his inviter (if any) is paid once for it. */
    async qualify(inviteeId: number, module: InviteModuleValue, tx?: Db) {
      if (!tx) return db.transaction((own) => pay(own, inviteeId, module));
      try {
        return await tx.transaction((savepoint) => pay(savepoint, inviteeId, module));
      } catch (error) {
        // The rewards account short or any other trouble: the invitee's step stands, the reward is not paid.
        console.warn(
          `invite reward of ${inviteeId} in module ${module} not paid (${(error as Error).message})`,
        );
        return null;
      }
    },

    /** GET /app/invite/list: whom I invited, each one's steps per module and what each earned me. */
    async list(inviterId: number): Promise<InviteListVo> {
      const records = await repo.invited(db, inviterId);
      const ids = records.map((r) => r.inviteeId);
      const [people, paid, total] = await Promise.all([
        ids.length ? users.presentByIds(inviterId, ids) : [],
        repo.rewardsOf(db, inviterId, ids),
        repo.totalEarned(db, inviterId),
      ]);
      const personById = new Map(people.map((p) => [p.userId, p]));
      return {
        shareUserId: inviterId,
        currencyId: INVITE_REWARD_CURRENCY_ID,
        totalEarned: plainAmount(total),
        invited: records.flatMap((r) => {
          const person = personById.get(r.inviteeId);
          if (!person) return [];
          const mine = paid.filter((p) => p.inviteeId === r.inviteeId);
          const earned = mine.reduce((sum, p) => sum + Number(p.amount), 0);
          return [
            {
              userId: r.inviteeId,
              nickName: displayName(person),
              avatar: person.avatar,
              module: r.type,
              invitedTime: r.createdAt.toISOString(),
              steps: INVITE_MODULES.map((module) => {
                const done = mine.find((p) => p.module === module);
                return {
                  module,
                  reward: done ? plainAmount(done.amount) : null,
                  doneTime: done ? done.createdAt.toISOString() : null,
                };
              }),
              // Rewards are whole VLN or up to 4 decimals: summing a few in binary and fixing to 4 is exact here.
              earned: plainAmount(earned.toFixed(4)),
            },
          ];
        }),
      };
    },

    /** The console's list: every module, configured or not. */
    async staffList(): Promise<AirdropConfigVo[]> {
      return Promise.all(INVITE_MODULES.map((m) => configOf(m)));
    },

    /** A staff edit of one module: the row, locked, and its audit line commit together. */
    async staffUpdate(staffId: number, module: InviteModuleValue, body: AirdropUpdateBody) {
      return db.transaction(async (tx) => {
        const before = (await repo.lockConfig(tx, module)) ?? null;
        const stored = await repo.putConfig(tx, {
          module,
          disposition: body.disposition,
          inviteReward: body.inviteReward,
          updatedBy: staffId,
          updatedAt: clock.now(),
        });
        await audit.record(tx, {
          staffId,
          action: 'airdrop.update',
          objectType: 'airdrop',
          objectId: module,
          before: before && {
            disposition: before.disposition,
            inviteReward: plainAmount(before.inviteReward),
          },
          after: { disposition: body.disposition, inviteReward: body.inviteReward },
        });
        return present(stored);
      });
    },
  };
}

export type InviteRewardsService = ReturnType<typeof createInviteRewardsService>;
