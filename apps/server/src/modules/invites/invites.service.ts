import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { invitesRepository } from './invites.repository.ts';

/** Who brought whom: the share link's inviter is bound to the user once, for the invite-friends rewards. */
export function createInvitesService({ database, clock }: AppDeps, { users }: { users: UsersService }) {
  const { db } = database;
  return {
    async bind(inviteeId: number, { inviterId, type }: { inviterId: number; type: number }) {
      if (inviterId === inviteeId) fail('cannotTargetSelf');
      if (!(await users.findById(inviterId))) fail('inviteInvalid');
      if (await invitesRepository.findByInvitee(db, inviteeId)) fail('inviteAlreadyBound');
      const bound = await invitesRepository.bind(db, { inviteeId, inviterId, type, createdAt: clock.now() });
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
