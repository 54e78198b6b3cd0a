import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { datingLikes, datingPurchases } from './dating.tables.ts';

/** What one viewer has to do with a set of profiles: his likes both ways and his purchases. */
export type ViewerRelations = {
  viewerId: number | null;
  /** Owners the viewer liked / owners who liked the viewer. */
  liked: Set<number>;
  likedMe: Set<number>;
  /** `${profileId}:${kind}` of the viewer's purchases. */
  bought: Set<string>;
};

export const NO_VIEWER: ViewerRelations = {
  viewerId: null,
  liked: new Set(),
  likedMe: new Set(),
  bought: new Set(),
};

const list = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** One statement for a feed page: the viewer's likes both ways and his purchases among these profiles. */
export async function relationsOf(
  db: Db,
  viewerId: number | null,
  profiles: { id: number; userId: number }[],
): Promise<ViewerRelations> {
  if (viewerId === null || !profiles.length) return { ...NO_VIEWER, viewerId };
  const owners = list(profiles.map((p) => p.userId));
  const ids = list(profiles.map((p) => p.id));
  const rows = await queryRows<{ what: string; id: number; kind: number }>(
    db,
    sql`select 'liked' as what, liked_id as id, 0 as kind from ${datingLikes}
          where liker_id = ${viewerId} and liked_id in (${owners})
        union all
        select 'likedMe', liker_id, 0 from ${datingLikes} where liked_id = ${viewerId} and liker_id in (${owners})
        union all
        select 'bought', profile_id, kind from ${datingPurchases} where buyer_id = ${viewerId} and profile_id in (${ids})`,
  );
  const rel: ViewerRelations = { viewerId, liked: new Set(), likedMe: new Set(), bought: new Set() };
  for (const row of rows) {
    const id = Number(row.id);
    if (row.what === 'liked') rel.liked.add(id);
    else if (row.what === 'likedMe') rel.likedMe.add(id);
    else rel.bought.add(`${id}:${Number(row.kind)}`);
  }
  return rel;
}
