import { INVITE_BIND_DAYS, InviteModule, type InviteModuleValue } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { invitesRepository } from './invites.repository.ts';

/** A module's qualifying step happened to an invitee (invite-rewards.service.ts `qualify`), inside `tx`. */
export type InviteQualified = (inviteeId: number, module: InviteModuleValue, tx: Db) => Promise<unknown>;

/**
 * Who brought whom: the share link's inviter is bound to the user once, for the invite-friends rewards. The binding
 * follows the sign-up, so it is the platform module's qualifying step: its reward commits with the binding.
 */
export function createInvitesService(
  { database, clock }: AppDeps,
  { users, qualified }: { users: UsersService; qualified: InviteQualified },
) {
  const { db } = database;
  return {
    async bind(inviteeId: number, { inviterId, type }: { inviterId: number; type: number }) {
      if (inviterId === inviteeId) fail('cannotTargetSelf');
      if (!(await users.findById(inviterId))) fail('inviteInvalid');
      if (await invitesRepository.findByInvitee(db, inviteeId)) fail('inviteAlreadyBound');
      // Issue 28 §6: only a fresh account names its inviter, never one it invited itself (directly or further down).
      const invitee = await users.findById(inviteeId);
      const ageMs = clock.now().getTime() - (invitee?.createdAt.getTime() ?? 0);
      if (ageMs > INVITE_BIND_DAYS * 86_400_000)
        fail('inviteWindowClosed', { days: String(INVITE_BIND_DAYS) });
      const bound = await db.transaction(async (tx) => {
        await invitesRepository.lockBindings(tx);
        if (await invitesRepository.upTheChain(tx, inviterId, inviteeId)) fail('inviteCycle');
        const done = await invitesRepository.bind(tx, { inviteeId, inviterId, type, createdAt: clock.now() });
        if (done) await qualified(inviteeId, InviteModule.platform, tx);
        return done;
      });
      if (!bound) fail('inviteAlreadyBound');
    },

    /** The inviter a user is bound to, if any. */
    async inviterOf(inviteeId: number) {
      const record = await invitesRepository.findByInvitee(db, inviteeId);
      return record ? { inviterId: record.inviterId, type: record.type } : null;
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
