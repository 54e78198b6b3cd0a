import { integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Who invited whom (shareUserId/shareType of the launch link); a user is bound to one inviter at most. */
export const inviteRecords = pgTable(
  'invite_records',
  {
    id: serial('id').primaryKey(),
    inviteeId: integer('invitee_id').notNull(),
    inviterId: integer('inviter_id').notNull(),
    type: smallint('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_invitee_uq').on(t.inviteeId)],
);
