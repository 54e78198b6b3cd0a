import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A browser's Web Push subscription (issue 35), one per device: the push service's address and the browser's keys.
 * Tied to the session that made it, so a device logged out or logged in elsewhere stops hearing the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    /** Unique: one browser is one device, whoever signed in on it last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The account's notification settings; no row = the defaults (everything on, words shown, no quiet hours). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').primaryKey(),
  messages: boolean('messages').notNull().default(true),
  mentions: boolean('mentions').notNull().default(true),
  calls: boolean('calls').notNull().default(true),
  orders: boolean('orders').notNull().default(true),
  hidePreview: boolean('hide_preview').notNull().default(false),
  doNotDisturb: boolean('do_not_disturb').notNull().default(false),
  doNotDisturbFrom: text('do_not_disturb_from').notNull().default('23:00'),
  doNotDisturbTo: text('do_not_disturb_to').notNull().default('08:00'),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
