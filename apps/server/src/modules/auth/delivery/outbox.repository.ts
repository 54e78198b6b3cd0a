import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { outboxMessages } from '../auth.tables.ts';

export const outboxRepository = {
  async insert(db: Db, row: typeof outboxMessages.$inferInsert) {
    await db.insert(outboxMessages).values(row);
  },

  async latestFor(db: Db, to: string, limit: number) {
    return db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
  },
};
