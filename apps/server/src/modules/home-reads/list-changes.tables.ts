import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Marks that something a user's home reads show has changed outside his event log (issue 19): a balance, a flow,
 * a read mark, a mute, a friendship, a message recalled. Database triggers (migration 0017) write them in the
 * changing transaction itself, so no writer can forget one; user 0 stands for changes everyone's lists show (a
 * profile, a currency). Append-only, so writers never wait on each other; older marks are swept.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
  },
  (t) => [index('list_changes_user_idx').on(t.userId, t.id)],
);
