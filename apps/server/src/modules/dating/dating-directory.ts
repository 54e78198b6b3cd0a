import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notBlockedEitherWay } from '../users/users.repository.ts';
import { datingProfiles } from './dating.tables.ts';
import { profileRepository } from './profile.repository.ts';

export type DatingMatch = {
  userId: number;
  nickName: string;
  avatar: string;
  gender: number;
  age: number;
  location: string;
  brief: string;
};

const columns = {
  userId: datingProfiles.userId,
  nickName: datingProfiles.nickName,
  avatar: datingProfiles.avatarCompress,
  gender: datingProfiles.gender,
  age: datingProfiles.age,
  location: datingProfiles.location,
  brief: datingProfiles.brief,
};

/**
 * The dating module's answers for its neighbours: read-only questions VIP dating and the blind box ask of published
 * profiles ("a filled dating
 * profile", "candidates from real profiles"). Only live profiles count (not deleted).
 */
export function createDatingDirectory({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database;
  return {
    /** Whether the user has a published (live) dating profile. */
    async hasLiveProfile(userId: number, tx: Db = db) {
      return Boolean(await profileRepository.liveByUser(tx, userId));
    },

    async profileOf(userId: number, tx: Db = db): Promise<DatingMatch | undefined> {
      const [row] = await tx
        .select(columns)
        .from(datingProfiles)
        .where(and(eq(datingProfiles.userId, userId), isNull(datingProfiles.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * Live profiles matching a partner requirement for `viewerId`: gender, age range, the city when given (the
     * lower-cased location key, as the feed filters), never the viewer, anyone either of them blocked, or `exclude`.
     * Newest first.
     */
    async matching(
      viewerId: number,
      want: {
        gender: number;
        ageFrom: number;
        ageTo: number;
        city: string;
        exclude: number[];
        limit: number;
      },
      tx: Db = db,
    ): Promise<DatingMatch[]> {
      const city = want.city.trim().toLowerCase();
      const exclude = [viewerId, ...want.exclude];
      return tx
        .select(columns)
        .from(datingProfiles)
        .where(
          and(
            isNull(datingProfiles.deletedAt),
            eq(datingProfiles.gender, want.gender),
            gte(datingProfiles.age, want.ageFrom),
            lte(datingProfiles.age, want.ageTo),
            city ? eq(datingProfiles.locationKey, city) : undefined,
            sql`${datingProfiles.userId} <> all(${`{${exclude.join(',')}}`}::int[])`,
            notBlockedEitherWay(viewerId, datingProfiles.userId),
          ),
        )
        .orderBy(sql`${datingProfiles.id} desc`)
        .limit(want.limit);
    },
  };
}

export type DatingDirectory = ReturnType<typeof createDatingDirectory>;
