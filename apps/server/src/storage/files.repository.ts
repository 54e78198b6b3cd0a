import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from './storage.tables.ts';

export const filesRepository = {
  async insert(db: Db, row: typeof storedFiles.$inferInsert) {
    await db.insert(storedFiles).values(row);
  },

  /** Whether `ownerId` uploaded the file with this key (or whose compressed copy it is); his own rows only. */
  async isOwnedBy(db: Db, ownerId: number, key: string) {
    const [row] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(eq(storedFiles.ownerId, ownerId), or(eq(storedFiles.key, key), eq(storedFiles.compressKey, key))),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The size of `ownerId`'s upload with this key (or of the original of this compressed copy); undefined if not his. */
  async ownSize(db: Db, ownerId: number, key: string): Promise<number | undefined> {
    const [row] = await db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(
        and(eq(storedFiles.ownerId, ownerId), or(eq(storedFiles.key, key), eq(storedFiles.compressKey, key))),
      )
      .limit(1);
    return row?.size;
  },

  /** `ownerId`'s upload with this exact key (the original, not a compressed copy); undefined if not his. */
  async ownFile(db: Db, ownerId: number, key: string) {
    const [row] = await db
      .select({ key: storedFiles.key, name: storedFiles.name, size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.key, key)))
      .limit(1);
    return row;
  },
};
