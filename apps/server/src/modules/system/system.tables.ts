import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    deviceId: text('device_id'),
    deviceModel: text('device_model'),
    deviceType: text('device_type'),
    platform: text('platform'),
    systemName: text('system_name'),
    osName: text('os_name'),
    pageName: text('page_name').notNull(),
    pageType: text('page_type'),
    entryTime: timestamp('entry_time', { withTimezone: true }),
    leaveTime: timestamp('leave_time', { withTimezone: true }),
    /** `module` header: 1 dating, 2 bourse, 3 default, 4 dnaMatch */
    module: smallint('module'),
    /** `reception` header */
    reception: text('reception'),
    appVersion: text('app_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_visits_user_page_idx').on(t.userId, t.pageName, t.createdAt),
    // The staff statistics and dashboard charts read a period of days.
    index('page_visits_created_idx').on(t.createdAt),
  ],
);

/** Platform settings read by `GET /app/system/config/configKey/{key}` (and by staff later). */
export const configEntries = pgTable('config_entries', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
