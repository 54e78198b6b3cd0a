import { bigserial, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp } from 'drizzle-orm/pg-core';

/** A customer ticket (spec §4): status 0 unreplied, 1 processing, 2 processed. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    subject: text('subject').notNull(),
    status: smallint('status').notNull().default(0),
    assigneeId: integer('assignee_id'),
    /** Staff replies the owner has not opened yet. */
    unreadReplies: integer('unread_replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.id),
    index('support_tickets_status_idx').on(t.status, t.id),
  ],
);

/** A ticket's thread: the user's words and staff replies, oldest first. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id').notNull(),
    authorId: integer('author_id').notNull(),
    fromStaff: smallint('from_staff').notNull().default(0),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    device: jsonb('device').$type<Record<string, string>>().notNull(),
    status: smallint('status').notNull().default(0),
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bug_reports_user_idx').on(t.userId, t.id),
    index('bug_reports_status_idx').on(t.status, t.id),
  ],
);

/** POST /app/ol/customerComplaint: the complained-about object by type and id, kept as given. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    targetType: smallint('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    status: smallint('status').notNull().default(0),
    resolvedBy: integer('resolved_by'),
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.id), index('complaints_user_idx').on(t.userId, t.id)],
);
