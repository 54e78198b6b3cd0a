import { DatingPurchaseKind } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { datingLikes, datingProfiles, datingPurchases } from './dating.tables.ts';
import { pairKey } from '../users/pair-key.ts';

/**
 * Paid chat (issue 12): a user whose live dating profile asks a chat price is written to by a stranger only after
 * the stranger bought that chat (as `chatUnlockedFor` reads it); a mutual like makes the chat free both ways. The chat module asks this for every private send, one query per batch.
 */
export function createDatingChatGate(db: Db) {
  return {
    /** The `${senderId}:${peerId}` pairs whose sender must buy the peer's chat before writing. */
    async payFirst(pairs: Array<[number, number]>): Promise<Set<string>> {
      if (!pairs.length) return new Set();
      const input = JSON.stringify(pairs.map(([s, p]) => ({ s, p })));
      const rows = await queryRows<{ s: number; p: number }>(
        db,
        sql`select distinct i.s, i.p from jsonb_to_recordset(${input}::jsonb) as i(s int, p int)
            join ${datingProfiles} d on d.user_id = i.p and d.deleted_at is null and d.chat_price is not null
            where not exists (select 1 from ${datingPurchases} b
                              where b.buyer_id = i.s and b.profile_id = d.id and b.kind = ${DatingPurchaseKind.chat})
              and not (exists (select 1 from ${datingLikes} l where l.liker_id = i.s and l.liked_id = i.p)
                       and exists (select 1 from ${datingLikes} l where l.liker_id = i.p and l.liked_id = i.s))`,
      );
      return new Set(rows.map((row) => pairKey(row.s, row.p)));
    },
  };
}
export type DatingChatGate = ReturnType<typeof createDatingChatGate>;
