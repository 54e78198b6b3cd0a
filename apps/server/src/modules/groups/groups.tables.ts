import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A group (spec §3). Its chat is the chat module's `g:<id>`; this module keeps who is in it and with which rights.
 * A dissolved or cancelled group keeps its row, so everyone asking about it afterwards hears 22406.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ruName: text('ru_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    avatarCompress: text('avatar_compress').notNull().default(''),
    /** The notice (`jyRemark`) and its picture (`jyAvatar`). */
    notice: text('notice').notNull().default(''),
    noticeAvatar: text('notice_avatar').notNull().default(''),
    ownerId: integer('owner_id').notNull(),
    /** 0 an ordinary group; module groups (6 customer service, ...) come from POST /app/group/add/module. */
    moduleType: smallint('module_type').notNull().default(0),
    responsibleModule: smallint('responsible_module').notNull().default(0),
    /** Module groups: the customer-service member who answers the owner. */
    serviceUserId: integer('service_user_id'),
    /** Mute-all: only the owner and admins may send. */
    gagAll: boolean('gag_all').notNull().default(false),
    /** New members see the messages sent before they joined (owner/admins switch it; off by default, issue 17). */
    historyVisible: boolean('history_visible').notNull().default(false),
    status: smallint('status').notNull().default(1),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_owner_module_idx').on(t.ownerId, t.moduleType),
    index('groups_service_user_idx').on(t.serviceUserId).where(sql`${t.serviceUserId} is not null`),
  ],
);

/** A member of a group; `id` grows with each join, so the longest-standing member has the lowest. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    /** 1 owner, 2 admin, 3 ordinary (GroupRole). */
    role: smallint('role').notNull().default(3),
    /** His nickname in this group (`myName`); '' for none. */
    nickname: text('nickname').notNull().default(''),
    muted: boolean('muted').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_uq').on(t.groupId, t.userId),
    index('group_members_user_idx').on(t.userId, t.groupId),
  ],
);

/**
 * An invitation to a group (issue 17): joining needs one from a member, unless he adds a friend of his directly.
 * Status 0 pending, 1 accepted, 2 declined, 3 lapsed (replaced by a new invitation after it expired or its inviter
 * left). At most one pending invitation per group and invitee; a pending one is live only while it has not expired,
 * the group is active and its inviter is still a member of it.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    inviteeId: integer('invitee_id').notNull(),
    inviterId: integer('inviter_id').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invitations_pending_uq').on(t.groupId, t.inviteeId).where(sql`${t.status} = 0`),
    index('group_invitations_invitee_idx').on(t.inviteeId, t.status, t.id),
  ],
);
