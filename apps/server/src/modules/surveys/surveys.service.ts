import {
  displayName,
  InviteModule,
  SURVEY_CARD_OBJECT_NAME,
  type SurveyAction,
  type SurveyActor,
  type SurveyCreateBody,
  type SurveyDetailVo,
  type SurveyEarningsVo,
  type SurveyListQuery,
  type SurveyReplyBody,
  type SurveyReplyVo,
  type SurveyResultsVo,
  SurveyState,
  type SurveyVo,
  surveyActionsFor,
  surveyTransition,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { InviteQualified } from '../invites/invites.service.ts';
import { plainAmount } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { surveyMoney } from './surveys.money.ts';
import { type SurveyRow, surveysRepository as repo } from './surveys.repository.ts';
import { surveyAggregates, surveyCsv } from './surveys.results.ts';
import type { StoredQuestion } from './surveys.tables.ts';
import { checkAnswers, checkInfo, choicesOf } from './surveys.validate.ts';

export type SurveysDeps = {
  users: UsersService;
  ledger: LedgerService;
  flows: FlowsService;
  payPassword: PayPasswordService;
  chat: ChatService;
  delivery: Delivery;
  audit: AuditService;
  areFriends: (a: number, b: number) => Promise<boolean>;
  inviteQualified: InviteQualified;
};

/**
 * Paid surveys (issue 15; docs/architecture.md "Paid surveys"). Every state change happens under the survey's row
 * lock through SURVEY_TRANSITIONS; the money is one ledger hold per survey (surveys.money.ts). A reply is one
 * transaction: the reply row (the unique survey+user index lets one of twenty identical posts win), the capture of
 * the reward (and the forwarder's) from the hold, the reply count, the close when the budget is spent, and the
 * invite qualifying step 'first survey'. A refusal stores nothing.
 */
export function createSurveysService(deps: AppDeps, others: SurveysDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, payPassword, chat, delivery, audit } = others;
  const money = surveyMoney(others);

  const actorOf = (row: SurveyRow, userId: number, staff = false): SurveyActor =>
    (row.platform ? staff : row.ownerId === userId) ? 'owner' : 'respondent';

  async function present(userId: number, rows: SurveyRow[], staff = false): Promise<SurveyVo[]> {
    const completed = await repo.completedOf(
      db,
      userId,
      rows.map((r) => r.id),
    );
    const ownerIds = rows.filter((r) => !r.platform).map((r) => r.ownerId);
    const people = ownerIds.length ? await users.presentByIds(userId, ownerIds) : [];
    const names = new Map(people.map((p) => [p.userId, displayName(p)]));
    return rows.map((r) => {
      const mine = actorOf(r, userId, staff) === 'owner';
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        platform: r.platform,
        publisherId: r.platform ? null : r.ownerId,
        publisherName: r.platform ? '' : (names.get(r.ownerId) ?? ''),
        state: r.state,
        closedReason: (r.closedReason as SurveyVo['closedReason']) ?? null,
        currencyId: r.currencyId,
        reward: plainAmount(r.reward),
        forwardReward: plainAmount(r.forwardReward),
        maxReplies: r.maxReplies,
        replyCount: r.replyCount,
        requiredInfo: r.requiredInfo as SurveyVo['requiredInfo'],
        questionCount: r.questions.length,
        completed: completed.has(r.id),
        mine,
        actions: mine ? surveyActionsFor(r.state, 'owner') : [],
        createdTime: r.createdAt.toISOString(),
        publishedTime: r.publishedAt?.toISOString() ?? null,
      };
    });
  }

  const presentOne = async (userId: number, row: SurveyRow, staff = false) =>
    (await present(userId, [row], staff))[0]!;

  /** Why the table refuses: a closed survey by its spent budget, else the wrong state. */
  function refuse(row: SurveyRow, action: SurveyAction): never {
    if (action === 'reply')
      return fail(row.closedReason === 'budgetSpent' ? 'surveyBudgetSpent' : 'surveyNotOpen');
    return fail('surveyWrongState');
  }

  /** The survey as its owner (or, for a platform survey, staff) may act on it; anyone else is told it is not his. */
  async function owned(userId: number, id: number, staff = false) {
    const row = (await repo.find(db, id)) ?? fail('notFound');
    if (actorOf(row!, userId, staff) !== 'owner') fail('surveyNotYours');
    return row!;
  }

  /** One owner step (publish, close) under the row lock, in the caller's transaction. */
  async function applyOwnerStep(
    tx: Db,
    userId: number,
    id: number,
    action: 'publish' | 'close',
    staff: boolean,
  ) {
    const locked = (await repo.lock(tx, id)) ?? fail('notFound');
    if (actorOf(locked!, userId, staff) !== 'owner') fail('surveyNotYours');
    const step = surveyTransition(locked!.state, action, 'owner') ?? refuse(locked!, action);
    const now = clock.now();
    let patch: Partial<SurveyRow> = { state: step.next };
    if (step.money === 'hold') patch = { ...patch, holdId: await money.hold(tx, locked!), publishedAt: now };
    if (step.money === 'release') {
      await money.releaseRest(tx, locked!);
      patch = { ...patch, closedAt: now, closedReason: 'closed' };
    }
    const next = await repo.update(tx, id, patch);
    if (staff)
      await audit.record(tx, {
        staffId: userId,
        action: `survey.${action}`,
        objectType: 'survey',
        objectId: id,
        before: { state: locked!.state },
        after: { state: next.state, title: next.title, reward: next.reward, maxReplies: next.maxReplies },
      });
    return next;
  }

  async function ownerStep(userId: number, id: number, action: 'publish' | 'close', staff = false) {
    const row = await db.transaction((tx) => applyOwnerStep(tx, userId, id, action, staff));
    return presentOne(userId, row, staff);
  }

  async function insertDraft(tx: Db, ownerId: number, body: SurveyCreateBody, platform: boolean) {
    const questions: StoredQuestion[] = body.questions.map((q) => ({
      kind: q.kind,
      title: q.title,
      options: q.options,
    }));
    return repo.insert(tx, {
      ownerId,
      platform,
      title: body.title,
      description: body.description,
      questions,
      requiredInfo: body.requiredInfo,
      currencyId: body.currencyId,
      reward: body.reward,
      forwardReward: body.forwardReward,
      maxReplies: body.maxReplies,
      state: SurveyState.draft,
      createdAt: clock.now(),
    });
  }

  const service = {
    async list(userId: number, query: SurveyListQuery) {
      const { rows, total } = await repo.published(db, userId, query);
      return { rows: await present(userId, rows), total };
    },

    async detail(userId: number, id: number, staff = false): Promise<SurveyDetailVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      // A draft is its owner's alone.
      if (row!.state === SurveyState.draft && actorOf(row!, userId, staff) !== 'owner') fail('notFound');
      return {
        ...(await presentOne(userId, row!, staff)),
        questions: row!.questions.map((q, qid) => ({
          id: qid,
          kind: q.kind,
          title: q.title,
          options: q.options.map((label, oid) => ({ id: oid, label })),
        })),
      };
    },

    async mine(userId: number) {
      return present(userId, await repo.ownedBy(db, userId));
    },

    async create(userId: number, body: SurveyCreateBody) {
      const row = await db.transaction((tx) => insertDraft(tx, userId, body, false));
      return presentOne(userId, row);
    },

    async publish(userId: number, id: number, secret: string) {
      await owned(userId, id);
      await payPassword.verifyPayPassword(userId, secret);
      return ownerStep(userId, id, 'publish');
    },

    close: (userId: number, id: number) => ownerStep(userId, id, 'close'),

    /** A completed reply, paid once (see the module comment). */
    async reply(userId: number, id: number, body: SurveyReplyBody): Promise<SurveyReplyVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const survey = row!;
      if (survey.state === SurveyState.draft) fail('notFound');
      if (!survey.platform && survey.ownerId === userId) fail('surveyOwnSurvey');
      if ((await repo.completedOf(db, userId, [id])).has(id)) fail('surveyCompleted');
      if (!surveyTransition(survey.state, 'reply', 'respondent')) refuse(survey, 'reply');
      checkInfo(survey.requiredInfo, body.info);
      const answers = checkAnswers(survey.questions, body.answers);
      const forward = await repo.forwardTo(db, id, userId);
      const forwardedBy = forward && forward.fromUserId !== survey.ownerId ? forward.fromUserId : null;

      const reply = await db.transaction(async (tx) => {
        const locked = (await repo.lock(tx, id))!;
        if (!surveyTransition(locked.state, 'reply', 'respondent')) refuse(locked, 'reply');
        const inserted =
          (await repo.insertReplyOnce(tx, {
            surveyId: id,
            userId,
            sex: body.info.sex ?? null,
            age: body.info.age ?? null,
            city: body.info.city?.trim() || null,
            education: body.info.education ?? null,
            familyStatus: body.info.familyStatus ?? null,
            religion: body.info.religion ?? null,
            answers,
            choices: choicesOf(answers),
            forwardedBy,
            reward: locked.reward,
            forwardReward: forwardedBy === null ? '0' : locked.forwardReward,
            createdAt: clock.now(),
          })) ?? fail('surveyCompleted');
        const txId = await money.payReply(tx, locked, inserted!);
        await repo.setReplyTx(tx, inserted!.id, txId);
        const replyCount = locked.replyCount + 1;
        const exhausted = replyCount >= locked.maxReplies;
        const exhaust = exhausted ? surveyTransition(locked.state, 'exhaust', 'system') : undefined;
        if (exhaust) await money.releaseRest(tx, locked);
        await repo.update(tx, id, {
          replyCount,
          ...(exhaust ? { state: exhaust.next, closedAt: clock.now(), closedReason: 'budgetSpent' } : {}),
        });
        // Issue 15 invite rewards: the invitee's first survey is the surveys module's qualifying step.
        await others.inviteQualified(userId, InviteModule.survey, tx);
        return inserted!;
      });
      return {
        replyId: reply.id,
        surveyId: id,
        reward: plainAmount(reply.reward),
        currencyId: survey.currencyId,
        createdTime: reply.createdAt.toISOString(),
      };
    },

    /** Forward a published survey to a friend as a chat card; his completion then pays my forward reward once. */
    async forward(userId: number, id: number, friendId: number) {
      const survey = (await repo.find(db, id)) ?? fail('notFound');
      if (survey!.state !== SurveyState.published) refuse(survey!, 'reply');
      if (friendId === userId || !(await others.areFriends(userId, friendId))) fail('surveyForwardNotFriend');
      const delivered: Delivered[] = await db.transaction(async (tx) => {
        await repo.insertForwardOnce(tx, {
          surveyId: id,
          fromUserId: userId,
          toUserId: friendId,
          createdAt: clock.now(),
        });
        const posted = await chat.postDealCard(
          tx,
          {
            objectName: SURVEY_CARD_OBJECT_NAME,
            content: {
              surveyId: id,
              title: survey!.title,
              reward: plainAmount(survey!.reward),
              currencyId: survey!.currencyId,
            },
            partyIds: [userId, friendId],
          },
          userId,
        );
        return posted.delivered;
      });
      await delivery.publish(delivered);
      return null;
    },

    async earnings(userId: number): Promise<SurveyEarningsVo> {
      const [replies, earned] = await Promise.all([repo.repliesOf(db, userId), repo.earned(db, userId)]);
      return {
        replies: replies.map((r) => ({
          replyId: r.reply_id,
          surveyId: r.survey_id,
          title: r.title,
          reward: plainAmount(r.reward),
          currencyId: r.currency_id,
          createdTime: new Date(r.created_at).toISOString(),
        })),
        repliesEarned: earned.replies.map((e) => ({
          currencyId: e.currency_id,
          amount: plainAmount(e.amount),
        })),
        forwardsEarned: earned.forwards.map((e) => ({
          currencyId: e.currency_id,
          amount: plainAmount(e.amount),
        })),
        forwardCount: earned.forwards.reduce((n, e) => n + e.n, 0),
      };
    },

    async results(userId: number, id: number, staff = false): Promise<SurveyResultsVo> {
      const row = await owned(userId, id, staff);
      return {
        survey: await presentOne(userId, row, staff),
        ...(await surveyAggregates(db, id, row.questions)),
      };
    },

    async csv(userId: number, id: number, staff = false) {
      const row = await owned(userId, id, staff);
      return { title: row.title, body: await surveyCsv(db, id, row.questions) };
    },

    // Staff console (issue 15: staff publish platform surveys): the budget waits on the platform rewards account.
    async staffList(staffId: number, pageNum: number, pageSize: number) {
      const { rows, total } = await repo.all(db, pageNum, pageSize);
      return { rows: await present(staffId, rows, true), total };
    },

    /** A platform survey made and published at once: the draft, the hold and the audit line commit together. */
    async staffPublish(staffId: number, body: SurveyCreateBody) {
      const row = await db.transaction(async (tx) => {
        const draft = await insertDraft(tx, staffId, body, true);
        return applyOwnerStep(tx, staffId, draft.id, 'publish', true);
      });
      return presentOne(staffId, row, true);
    },

    staffClose: (staffId: number, id: number) => ownerStep(staffId, id, 'close', true),
  };
  return service;
}

export type SurveysService = ReturnType<typeof createSurveysService>;
