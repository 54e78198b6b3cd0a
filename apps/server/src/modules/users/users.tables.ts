import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public code others may search by (privacy: codePrivacy). */
    userCode: text('user_code').notNull(),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    areaCode: text('area_code'),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    avatar: text('avatar').notNull().default(''),
    avatarCompress: text('avatar_compress').notNull().default(''),
    avatarColorCode: smallint('avatar_color_code').notNull().default(0),
    gender: smallint('gender').notNull().default(0),
    /** 0 until the user sets a name himself (display-name rule of spec §3). */
    modifyFlag: smallint('modify_flag').notNull().default(0),
    adPermissions: smallint('ad_permissions').notNull().default(0),
    confFlag: smallint('conf_flag').notNull().default(1),
    msgFlag: smallint('msg_flag').notNull().default(1),
    phonePrivacy: smallint('phone_privacy').notNull().default(1),
    emailPrivacy: smallint('email_privacy').notNull().default(0),
    codePrivacy: smallint('code_privacy').notNull().default(2),
    /**
     * Who may find me by my exact number (user search, transfer recipient); apart from phonePrivacy, which decides who
     * sees the number. Everybody by default, so anyone who knows the number can pay or add me, as in big messengers.
     */
    findByPhonePrivacy: smallint('find_by_phone_privacy').notNull().default(2),
    staffRole: smallint('staff_role').notNull().default(0),
    language: text('language').notNull().default('ru'),
    /**
     * Password logins counted before the password is checked: `loginAttempts` numbers every one, `loginAttemptsCleared`
     * is the number of the last one a success wiped; the difference is the run of failed (or unanswered) logins the
     * captcha rule reads.
     */
    loginAttempts: integer('login_attempts').notNull().default(0),
    loginAttemptsCleared: integer('login_attempts_cleared').notNull().default(0),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Set while staff have blocked the account (no login at all); cleared by an unblock. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    blockedBy: integer('blocked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.areaCode, t.phone),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_code_uq').on(t.userCode),
    index('users_name_idx').on(sql`lower(${t.userName})`),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id').notNull(),
    blockedId: integer('blocked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
