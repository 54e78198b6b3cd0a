import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/** A question as stored: its position is its id, each option's position its option id. */
export type StoredQuestion = {
  kind: 'single' | 'multiple' | 'text' | 'rating';
  title: string;
  options: string[];
};

/**
 * A paid survey (issue 15). Its budget — (reward + forward reward) × max replies — is one ledger hold taken at
 * publish (on the publisher's wallet, or the platform rewards account when `platform`); replies capture parts of it,
 * closing (or the last paid reply) releases the rest. State changes take the row lock (SURVEY_TRANSITIONS).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    /** The publisher; for a platform survey, the staff member who made it. */
    ownerId: integer('owner_id').notNull(),
    platform: boolean('platform').notNull().default(false),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    requiredInfo: jsonb('required_info').$type<string[]>().notNull(),
    currencyId: integer('currency_id').notNull(),
    reward: money('reward').notNull(),
    forwardReward: money('forward_reward').notNull(),
    maxReplies: integer('max_replies').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    /** SurveyState: 0 draft, 1 published, 2 closed. */
    state: smallint('state').notNull().default(0),
    closedReason: text('closed_reason'),
    holdId: integer('hold_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('surveys_state_idx').on(t.state, t.id),
    index('surveys_owner_idx').on(t.ownerId, t.id),
    check('surveys_reply_count', sql`${t.replyCount} BETWEEN 0 AND ${t.maxReplies}`),
  ],
);

/**
 * One completed reply per user and survey: the unique index is what makes the second of twenty identical posts lose.
 * Respondent info is kept in columns so the results group by sex, age band and city in SQL; answers are a JSON list
 * of {q, o?: option ids, t?: text, r?: rating}.
 */
export const surveyReplies = pgTable(
  'survey_replies',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').notNull(),
    userId: integer('user_id').notNull(),
    sex: smallint('sex'),
    age: smallint('age'),
    city: text('city'),
    education: text('education'),
    familyStatus: text('family_status'),
    religion: text('religion'),
    answers: jsonb('answers').notNull(),
    /**
     * The chosen options and ratings flattened for the results: question × 16 + option id (or rating value). Counting
     * unnest(choices) is several times faster than taking the answers' JSON apart (bench/surveys.ts).
     */
    choices: smallint('choices').array().notNull().default(sql`'{}'::smallint[]`),
    /** The friend whose forward brought the respondent here; he is paid the forward reward with this reply. */
    forwardedBy: integer('forwarded_by'),
    reward: money('reward').notNull(),
    forwardReward: money('forward_reward').notNull().default('0'),
    txId: integer('tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_replies_survey_user_uq').on(t.surveyId, t.userId),
    index('survey_replies_user_idx').on(t.userId, t.id),
    // The newest text answers walk a survey's replies backwards and stop after 20.
    index('survey_replies_survey_id_idx').on(t.surveyId, t.id),
    index('survey_replies_forwarder_idx').on(t.forwardedBy),
  ],
);

/** Who forwarded a survey to whom (the first forward to a friend is the one that may pay). */
export const surveyForwards = pgTable(
  'survey_forwards',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').notNull(),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_forwards_survey_to_uq').on(t.surveyId, t.toUserId)],
);
