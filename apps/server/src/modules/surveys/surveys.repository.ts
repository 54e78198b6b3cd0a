import { SurveyState, type SurveyListQuery } from '@volna/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { surveyForwards, surveyReplies, surveys } from './surveys.tables.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyReplyRow = typeof surveyReplies.$inferSelect;

export const surveysRepository = {
  async find(db: Db, id: number) {
    const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
    return row;
  },

  /** The survey under its row lock: every state change and every reply of one survey go one at a time. */
  async lock(db: Db, id: number) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from surveys where id = ${id} for update`,
    );
    return row ? this.find(db, id) : undefined;
  },

  async insert(db: Db, row: typeof surveys.$inferInsert) {
    const [inserted] = await db.insert(surveys).values(row).returning();
    return inserted!;
  },

  async update(db: Db, id: number, patch: Partial<typeof surveys.$inferInsert>) {
    const [row] = await db.update(surveys).set(patch).where(eq(surveys.id, id)).returning();
    return row!;
  },

  /** Published surveys for respondents, newest first; `open`: not yet completed by me, `completed`: completed. */
  async published(db: Db, userId: number, query: SurveyListQuery) {
    const mine = sql`exists (select 1 from survey_replies r where r.survey_id = s.id and r.user_id = ${userId})`;
    const filter =
      query.tab === 'completed'
        ? sql`${mine}`
        : query.tab === 'open'
          ? sql`s.state = ${SurveyState.published} and not ${mine} and s.owner_id <> ${userId}`
          : sql`s.state = ${SurveyState.published} or ${mine}`;
    const rows = await queryRows<{ id: number; total: number }>(
      db,
      sql`select s.id, count(*) over ()::int as total from surveys s where ${filter}
          order by s.id desc limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
    );
    const list = rows.length
      ? await db
          .select()
          .from(surveys)
          .where(
            inArray(
              surveys.id,
              rows.map((r) => r.id),
            ),
          )
      : [];
    list.sort((a, b) => b.id - a.id);
    return { rows: list, total: rows[0]?.total ?? 0 };
  },

  async ownedBy(db: Db, ownerId: number) {
    return db
      .select()
      .from(surveys)
      .where(and(eq(surveys.ownerId, ownerId), eq(surveys.platform, false)))
      .orderBy(desc(surveys.id))
      .limit(200);
  },

  async all(db: Db, pageNum: number, pageSize: number) {
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(surveys)
        .orderBy(desc(surveys.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from surveys`),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** Which of `ids` the user completed. */
  async completedOf(db: Db, userId: number, ids: number[]) {
    if (ids.length === 0) return new Set<number>();
    const rows = await db
      .select({ surveyId: surveyReplies.surveyId })
      .from(surveyReplies)
      .where(and(eq(surveyReplies.userId, userId), inArray(surveyReplies.surveyId, ids)));
    return new Set(rows.map((r) => r.surveyId));
  },

  /** The reply, or undefined when the user already has one for this survey (the unique index decides). */
  async insertReplyOnce(db: Db, row: typeof surveyReplies.$inferInsert) {
    const [inserted] = await db
      .insert(surveyReplies)
      .values(row)
      .onConflictDoNothing({ target: [surveyReplies.surveyId, surveyReplies.userId] })
      .returning();
    return inserted;
  },

  async setReplyTx(db: Db, id: number, txId: number) {
    await db.update(surveyReplies).set({ txId }).where(eq(surveyReplies.id, id));
  },

  async forwardTo(db: Db, surveyId: number, toUserId: number) {
    const [row] = await db
      .select()
      .from(surveyForwards)
      .where(and(eq(surveyForwards.surveyId, surveyId), eq(surveyForwards.toUserId, toUserId)))
      .limit(1);
    return row;
  },

  /** The first forward of the survey to this friend is the one that may pay; later ones only post the card. */
  async insertForwardOnce(db: Db, row: typeof surveyForwards.$inferInsert) {
    await db
      .insert(surveyForwards)
      .values(row)
      .onConflictDoNothing({ target: [surveyForwards.surveyId, surveyForwards.toUserId] });
  },

  async repliesOf(db: Db, userId: number) {
    return queryRows<{
      reply_id: number;
      survey_id: number;
      title: string;
      reward: string;
      currency_id: number;
      created_at: Date;
    }>(
      db,
      sql`select r.id as reply_id, r.survey_id, s.title, r.reward::text as reward, s.currency_id, r.created_at
            from survey_replies r join surveys s on s.id = r.survey_id
           where r.user_id = ${userId} order by r.id desc limit 100`,
    );
  },

  /** What the user earned by answering and by forwarding, per currency. */
  async earned(db: Db, userId: number) {
    const [replies, forwards] = await Promise.all([
      queryRows<{ currency_id: number; amount: string }>(
        db,
        sql`select s.currency_id, sum(r.reward)::text as amount
              from survey_replies r join surveys s on s.id = r.survey_id
             where r.user_id = ${userId} group by s.currency_id order by s.currency_id`,
      ),
      queryRows<{ currency_id: number; amount: string; n: number }>(
        db,
        sql`select s.currency_id, sum(r.forward_reward)::text as amount, count(*)::int as n
              from survey_replies r join surveys s on s.id = r.survey_id
             where r.forwarded_by = ${userId} group by s.currency_id order by s.currency_id`,
      ),
    ]);
    return { replies, forwards };
  },
};
