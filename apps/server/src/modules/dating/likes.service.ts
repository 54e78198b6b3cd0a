import {
  DATING_EVENTS,
  DATING_MODULE_TYPE,
  type DatingLikeListQuery,
  type DatingLikeResultVo,
  type DatingLikeVo,
  type Language,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { likesRepository as repo } from './likes.repository.ts';
import type { DatingProfileService } from './profile.service.ts';

/**
 * Likes of dating profiles (the spec names no path: POST/DELETE /app/jy/like, GET /app/jy/like/list). A like is
 * from user to user; both ways is mutual: the dating chat opens free for both, tagged moduleType 1.
 */
export function createDatingLikesService(
  deps: AppDeps,
  others: { users: UsersService; chat: ChatService; delivery: Delivery; profiles: DatingProfileService },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, profiles } = others;

  /** The target profile for a like by `userId`: someone else's, no block either way, and mine published first. */
  async function target(userId: number, personalId: number) {
    const profile = await profiles.liveOrFail(personalId);
    if (profile.userId === userId) fail('cannotTargetSelf');
    if (await users.isBlocked(profile.userId, userId)) fail('blockedByUser');
    if (await users.isBlocked(userId, profile.userId)) fail('youBlockedUser');
    const mine = await profiles.mineOrFail(userId);
    return { profile, mine };
  }

  return {
    async like(userId: number, personalId: number): Promise<DatingLikeResultVo> {
      const { profile, mine } = await target(userId, personalId);
      const outcome = await db.transaction(async (tx) => {
        const added = await repo.add(tx, userId, profile.userId, clock.now());
        const mutual = await repo.exists(tx, profile.userId, userId);
        const targetId = mutual
          ? await chat.openModuleChat(tx, userId, profile.userId, DATING_MODULE_TYPE)
          : null;
        return { added, mutual, targetId };
      });
      if (outcome.added)
        await delivery.deliver([profile.userId], {
          type: DATING_EVENTS.liked,
          fromUserId: userId,
          personalId: mine.id,
          mutual: outcome.mutual,
        });
      return { mutual: outcome.mutual, targetId: outcome.targetId };
    },

    async unlike(userId: number, personalId: number) {
      const profile = await profiles.liveOrFail(personalId);
      if (profile.userId === userId) fail('cannotTargetSelf');
      await db.transaction((tx) => repo.remove(tx, userId, profile.userId));
    },

    async list(userId: number, query: DatingLikeListQuery, lang: Language) {
      const { rows, total } = await repo.page(
        db,
        userId,
        query.type,
        query.pageSize,
        (query.pageNum - 1) * query.pageSize,
      );
      const presented = await profiles.present(
        userId,
        rows.map((r) => r.profile),
        lang,
      );
      const vos: DatingLikeVo[] = rows.map((r, i) => ({
        likeTime: r.likeTime.toISOString(),
        mutual: presented[i]!.mutual,
        profile: presented[i]!,
      }));
      return { rows: vos, total };
    },
  };
}
export type DatingLikesService = ReturnType<typeof createDatingLikesService>;
