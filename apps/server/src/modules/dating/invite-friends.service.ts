import { type DatingInviteFriendsVo, displayName } from '@volna/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { inviteRecords } from '../invites/invites.tables.ts';
import type { UsersService } from '../users/users.service.ts';
import { profileRepository } from './profile.repository.ts';

/** Most invitees one list shows (newest first). */
const INVITED_SHOWN_MAX = 200;

/**
 * The inviteFriendsList screen: whom I invited (the share link carries my user id as shareUserId, bound by the invites
 * module on the friend's first launch), with each one's dating profile when he published one.
 */
export function createDatingInviteFriendsService(deps: AppDeps, others: { users: UsersService }) {
  const { db } = deps.database;
  return {
    async list(userId: number): Promise<DatingInviteFriendsVo> {
      const records = await db
        .select({ inviteeId: inviteRecords.inviteeId, createdAt: inviteRecords.createdAt })
        .from(inviteRecords)
        .where(eq(inviteRecords.inviterId, userId))
        .orderBy(desc(inviteRecords.createdAt))
        .limit(INVITED_SHOWN_MAX);
      const ids = records.map((r) => r.inviteeId);
      const [people, profiles] = await Promise.all([
        ids.length ? others.users.presentByIds(userId, ids) : [],
        profileRepository.liveByUsers(db, ids),
      ]);
      const personById = new Map(people.map((p) => [p.userId, p]));
      const profileByUser = new Map(profiles.map((p) => [p.userId, p]));
      return {
        shareUserId: userId,
        invited: records.flatMap((r) => {
          const person = personById.get(r.inviteeId);
          if (!person) return [];
          const profile = profileByUser.get(r.inviteeId);
          return [
            {
              userId: r.inviteeId,
              nickName: profile?.nickName ?? displayName(person),
              avatar: profile?.avatar ?? person.avatar,
              personalId: profile?.id ?? null,
              invitedTime: r.createdAt.toISOString(),
            },
          ];
        }),
      };
    },
  };
}
