import type { Db } from '../db/client.ts';
import { storedFiles } from './storage.tables.ts';

export const filesRepository = {
  async insert(db: Db, row: typeof storedFiles.$inferInsert) {
    await db.insert(storedFiles).values(row);
  },
};
