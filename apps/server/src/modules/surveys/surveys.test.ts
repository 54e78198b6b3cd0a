import { CurrencyId, FlowType, InviteModule, ResultCode, StaffRole, SurveyState } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditOf, staffMember } from '../admin/admin.test-support.ts';
import { befriend, signUp } from '../friends/friends.test-support.ts';
import { PAY_PASSWORD } from '../transfers/transfer.test-support.ts';
import { useWalletTestApp } from '../wallet/wallet.test-support.ts';
import { insertSyntheticReplies } from './surveys.synthetic.ts';
import {
  answer,
  fourQuestions,
  goodReply,
  published,
  publisher,
  replyCount,
  rewardsAccount,
  surveyRewardFlows,
  vln,
} from './surveys.test-support.ts';

const t = useWalletTestApp();

describe('paid surveys', () => {
  it('publishes with the budget held, pays a completed reply once from the hold, then says completed', async () => {
    const owner = await publisher(t, '100');
    const id = await published(t, owner);
    // (2 + 0.5) × 10 replies held.
    expect(await vln(t, owner.id)).toEqual({ available: '75.0000', frozen: '25.0000' });

    const me = await signUp(t);
    const detail = await t.call('GET', `/app/survey/${id}`, { token: me.token });
    expect(detail.body.data).toMatchObject({ completed: false, questionCount: 4, mine: false, actions: [] });
    expect(detail.body.data.questions[1].options).toEqual([
      { id: 0, label: 'Morning' },
      { id: 1, label: 'Afternoon' },
      { id: 2, label: 'Evening' },
    ]);

    const res = await answer(t, me, id);
    expect(res.body).toMatchObject({ code: 200, data: { reward: '2', currencyId: CurrencyId.VLN } });
    expect((await vln(t, me.id)).available).toBe('2.0000');
    expect(await vln(t, owner.id)).toEqual({ available: '75.0000', frozen: '23.0000' });
    expect(await surveyRewardFlows(t, me.id)).toHaveLength(1);

    const after = await t.call('GET', `/app/survey/${id}`, { token: me.token });
    expect(after.body.data).toMatchObject({ completed: true, replyCount: 1 });
    const again = await answer(t, me, id, goodReply(), 'ru');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ResultCode.surveyCompleted, msg: 'Вы уже прошли этот опрос' });

    const tabs = await t.call('GET', '/app/survey/list', { token: me.token, query: { tab: 'completed' } });
    expect(tabs.body.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    const open = await t.call('GET', '/app/survey/list', { token: me.token, query: { tab: 'open' } });
    expect(open.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const earnings = await t.call('GET', '/app/survey/earnings', { token: me.token });
    expect(earnings.body.data).toMatchObject({
      repliesEarned: [{ currencyId: CurrencyId.VLN, amount: '2' }],
    });
  });

  it('20 identical completions posted at once: one reply, one reward', async () => {
    const owner = await publisher(t);
    const id = await published(t, owner);
    const me = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => answer(t, me, id)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200))
      expect(a.body.code).toBe(ResultCode.surveyCompleted);
    expect(await replyCount(t, id)).toBe(1);
    expect((await vln(t, me.id)).available).toBe('2.0000');
    expect(await surveyRewardFlows(t, me.id)).toHaveLength(1);
  });

  it('refuses an unanswered question, a wrong option, age 17, missing info and another’s close — nothing changed', async () => {
    const owner = await publisher(t);
    const id = await published(t, owner);
    const me = await signUp(t);
    const base = goodReply();

    const unanswered = await answer(t, me, id, { ...base, answers: base.answers.slice(0, 3) }, 'ru');
    expect(unanswered.body).toMatchObject({
      code: ResultCode.surveyAnswerAll,
      msg: 'Ответьте на все вопросы',
    });
    const blankText = await answer(t, me, id, {
      ...base,
      answers: base.answers.map((a) => (a.questionId === 2 ? { questionId: 2, text: '   ' } : a)),
    });
    expect(blankText.body).toMatchObject({ code: ResultCode.surveyAnswerAll, msg: 'Answer all questions' });
    const wrongOption = await answer(t, me, id, {
      ...base,
      answers: base.answers.map((a) => (a.questionId === 0 ? { questionId: 0, optionIds: [7] } : a)),
    });
    expect(wrongOption.body).toMatchObject({ code: ResultCode.surveyOptionInvalid });
    const twoInSingle = await answer(t, me, id, {
      ...base,
      answers: base.answers.map((a) => (a.questionId === 0 ? { questionId: 0, optionIds: [0, 1] } : a)),
    });
    expect(twoInSingle.body.code).toBe(ResultCode.surveyOptionInvalid);
    const young = await answer(t, me, id, { ...base, info: { ...base.info, age: 17 } }, 'zh');
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ code: ResultCode.surveyAgeInvalid, msg: '年龄须在 18 到 100 岁之间' });
    const noCity = await answer(t, me, id, { ...base, info: { sex: 1, age: 30 } }, 'ja');
    expect(noCity.body).toMatchObject({ code: ResultCode.surveyInfoRequired });

    const stranger = await publisher(t);
    const close = await t.call('POST', `/app/survey/${id}/close`, { token: stranger.token, lang: 'en' });
    expect(close.status).toBe(403);
    expect(close.body).toMatchObject({ code: ResultCode.surveyNotYours, msg: 'This survey is not yours' });
    const results = await t.call('GET', `/app/survey/${id}/results`, { token: stranger.token });
    expect(results.body.code).toBe(ResultCode.surveyNotYours);
    const own = await answer(t, owner, id);
    expect(own.body.code).toBe(ResultCode.surveyOwnSurvey);
    const badDraft = await t.call('POST', '/app/survey', {
      token: owner.token,
      body: fourQuestions({ questions: [{ kind: 'single', title: 'Only one option', options: ['A'] }] }),
    });
    expect(badDraft.body.code).toBe(ResultCode.surveyQuestionInvalid);

    expect(await replyCount(t, id)).toBe(0);
    expect((await vln(t, me.id)).available).toBe('0.0000');
    expect(await vln(t, owner.id)).toEqual({ available: '75.0000', frozen: '25.0000' });
    const detail = await t.call('GET', `/app/survey/${id}`, { token: owner.token });
    expect(detail.body.data).toMatchObject({ state: SurveyState.published, actions: ['close'] });
  });

  it('a publisher without the money or with a wrong pay password publishes nothing', async () => {
    const poor = await publisher(t, '10');
    const created = await t.call('POST', '/app/survey', { token: poor.token, body: fourQuestions() });
    const id = created.body.data.id;
    const wrong = await t.call('POST', `/app/survey/${id}/publish`, {
      token: poor.token,
      body: { payPassword: '000000' },
    });
    expect(wrong.body.code).not.toBe(200);
    const short = await t.call('POST', `/app/survey/${id}/publish`, {
      token: poor.token,
      body: { payPassword: PAY_PASSWORD },
    });
    expect(short.body.code).toBe(ResultCode.insufficientBalance);
    expect(await vln(t, poor.id)).toEqual({ available: '10.0000', frozen: '0.0000' });
    const mine = await t.call('GET', '/app/survey/mine', { token: poor.token });
    expect(mine.body.data[0]).toMatchObject({ id, state: SurveyState.draft, actions: ['publish', 'close'] });
  });

  it('stops when the budget is spent: the last paid reply closes it, the rest comes back, later ones are told why', async () => {
    const owner = await publisher(t, '100');
    const id = await published(t, owner, fourQuestions({ maxReplies: 2 }));
    expect(await vln(t, owner.id)).toEqual({ available: '95.0000', frozen: '5.0000' });
    for (let i = 0; i < 2; i++) expect((await answer(t, await signUp(t), id)).body.code).toBe(200);
    // Two rewards of 2 paid; the unused forward rewards (2 × 0.5) released.
    expect(await vln(t, owner.id)).toEqual({ available: '96.0000', frozen: '0.0000' });
    const late = await answer(t, await signUp(t), id);
    expect(late.body).toMatchObject({
      code: ResultCode.surveyBudgetSpent,
      msg: 'The survey’s budget is spent: it has all its paid replies and is closed',
    });
    const detail = await t.call('GET', `/app/survey/${id}`, { token: owner.token });
    expect(detail.body.data).toMatchObject({
      state: SurveyState.closed,
      closedReason: 'budgetSpent',
      actions: [],
    });
    const flows = await t.app.services.wallet.flows.list(owner.id, { pageNum: 1, pageSize: 20, status: 0 });
    expect(flows.rows.map((f) => [f.type, f.amount])).toEqual(
      expect.arrayContaining([
        [FlowType.surveyBudget, '5.0000'],
        [FlowType.surveyBudgetRefund, '1.0000'],
      ]),
    );
  });

  it('close releases the rest; a closed survey takes no reply', async () => {
    const owner = await publisher(t, '100');
    const id = await published(t, owner);
    expect((await answer(t, await signUp(t), id)).body.code).toBe(200);
    const closed = await t.call('POST', `/app/survey/${id}/close`, { token: owner.token });
    expect(closed.body.data).toMatchObject({ state: SurveyState.closed, closedReason: 'closed' });
    expect(await vln(t, owner.id)).toEqual({ available: '98.0000', frozen: '0.0000' });
    const late = await answer(t, await signUp(t), id);
    expect(late.body.code).toBe(ResultCode.surveyNotOpen);
    const twice = await t.call('POST', `/app/survey/${id}/close`, { token: owner.token });
    expect(twice.body.code).toBe(ResultCode.surveyWrongState);
  });

  it('a survey forwarded to a friend as a chat card pays the forward reward once when the friend completes it', async () => {
    const owner = await publisher(t);
    const id = await published(t, owner);
    const [me, friend, notFriend] = [await signUp(t), await signUp(t), await signUp(t)];
    await befriend(t, me, friend);
    const refused = await t.call('POST', `/app/survey/${id}/forward`, {
      token: me.token,
      body: { friendId: notFriend.id },
    });
    expect(refused.body.code).toBe(ResultCode.surveyForwardNotFriend);
    for (let i = 0; i < 2; i++) {
      const sent = await t.call('POST', `/app/survey/${id}/forward`, {
        token: me.token,
        body: { friendId: friend.id },
      });
      expect(sent.body.code).toBe(200);
    }
    const cards = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where object_name = 'OL:Survey' and sender_user_id = ${me.id}`,
    );
    expect(cards[0]!.n).toBe(2);
    const done = await Promise.all(Array.from({ length: 5 }, () => answer(t, friend, id)));
    expect(done.filter((d) => d.body.code === 200)).toHaveLength(1);
    expect((await vln(t, friend.id)).available).toBe('2.0000');
    expect((await vln(t, me.id)).available).toBe('0.5000');
    expect(await surveyRewardFlows(t, me.id)).toHaveLength(1);
    const earnings = await t.call('GET', '/app/survey/earnings', { token: me.token });
    expect(earnings.body.data).toMatchObject({ forwardCount: 1, forwardsEarned: [{ amount: '0.5' }] });
  });

  it('results: answers per option, ratings, texts, respondents by sex, age band and city, and the CSV', async () => {
    const owner = await publisher(t);
    const id = await published(t, owner);
    const people = [
      { sex: 1, age: 20, city: 'Kazan', o: [0], m: [0], r: 5 },
      { sex: 2, age: 40, city: 'Kazan', o: [1], m: [0, 1], r: 3 },
      { sex: 2, age: 60, city: 'Omsk', o: [0], m: [2], r: 4 },
    ];
    for (const p of people)
      await answer(
        t,
        await signUp(t),
        id,
        goodReply({
          info: { sex: p.sex, age: p.age, city: p.city },
          answers: [
            { questionId: 0, optionIds: p.o },
            { questionId: 1, optionIds: p.m },
            { questionId: 2, text: `=cafe ${p.city}` },
            { questionId: 3, rating: p.r },
          ],
        }),
      );
    const res = await t.call('GET', `/app/survey/${id}/results`, { token: owner.token });
    const data = res.body.data;
    expect(data.replies).toBe(3);
    expect(data.questions[0].counts.map((c: { count: number }) => c.count)).toEqual([2, 1]);
    expect(data.questions[1].counts.map((c: { count: number }) => c.count)).toEqual([2, 1, 1]);
    expect(data.questions[2].texts).toHaveLength(3);
    expect(data.questions[3]).toMatchObject({ average: '4.00' });
    expect(data.bySex).toEqual([
      { key: '1', count: 1 },
      { key: '2', count: 2 },
    ]);
    expect(data.byAgeBand).toEqual([
      { key: '18-24', count: 1 },
      { key: '35-44', count: 1 },
      { key: '55+', count: 1 },
    ]);
    expect(data.byCity).toEqual([
      { key: 'Kazan', count: 2 },
      { key: 'Omsk', count: 1 },
    ]);
    const csv = await t.call('GET', `/app/survey/${id}/results.csv`, { token: owner.token });
    expect(csv.status).toBe(200);
    const text = (csv as unknown as { raw: { payload: string } }).raw.payload;
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Do you drink coffee?');
    expect(lines[1]).toContain("'=cafe Kazan");
    expect(lines[2]).toContain('Morning; Afternoon');
  });

  it('10,000 replies seeded in one statement aggregate correctly', async () => {
    const owner = await publisher(t);
    const id = await published(
      t,
      owner,
      fourQuestions({ maxReplies: 100_000, reward: '0.0001', forwardReward: '0' }),
    );
    // One statement (surveys.synthetic.ts): reply i answers option i % 2, option i % 3, a text and rating 1 + i % 5.
    await insertSyntheticReplies(t.db, id, 10_000, 1_000_000);
    const started = performance.now();
    const res = await t.call('GET', `/app/survey/${id}/results`, { token: owner.token });
    const took = performance.now() - started;
    const data = res.body.data;
    expect(data.replies).toBe(10_000);
    expect(data.questions[0].counts.map((c: { count: number }) => c.count)).toEqual([5000, 5000]);
    expect(data.questions[1].counts.map((c: { count: number }) => c.count)).toEqual([3334, 3333, 3333]);
    expect(data.questions[2].texts[0]).toBe('text 9999');
    expect(data.questions[3].counts.map((c: { count: number }) => c.count)).toEqual([
      2000, 2000, 2000, 2000, 2000,
    ]);
    expect(data.questions[3].average).toBe('3.00');
    expect(data.bySex).toEqual([
      { key: '1', count: 5000 },
      { key: '2', count: 5000 },
    ]);
    // Ages 18..77 evenly (10,000 / 60 rounds: 40 ages get 167, 20 get 166).
    const bands = Object.fromEntries(
      data.byAgeBand.map((b: { key: string; count: number }) => [b.key, b.count]),
    );
    expect(Object.values(bands).reduce((a, b) => (a as number) + (b as number), 0)).toBe(10_000);
    expect(bands['18-24']).toBe(7 * 167);
    expect(data.byCity.map((c: { count: number }) => c.count)).toEqual([2500, 2500, 2500, 2500]);
    // Generous bound for a shared CI machine; bench/surveys.ts measures the real figure.
    expect(took).toBeLessThan(2000);
    await t.db.execute(sql`delete from survey_replies where survey_id = ${id}`);
  });

  it('staff publish a platform survey from the rewards account, audited; users cannot', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const before = await rewardsAccount(t);
    const user = await signUp(t);
    const refused = await t.call('POST', '/admin/api/surveys', { token: user.token, body: fourQuestions() });
    expect(refused.status).toBe(403);
    const res = await t.call('POST', '/admin/api/surveys', { token: admin.token, body: fourQuestions() });
    expect(res.body.data).toMatchObject({ platform: true, state: SurveyState.published, publisherId: null });
    const id = res.body.data.id;
    const audit = await auditOf(t, admin.token, 'survey', id);
    expect(audit.map((a: { action: string }) => a.action)).toContain('survey.publish');
    expect((await answer(t, user, id)).body.code).toBe(200);
    const closed = await t.call('POST', `/admin/api/surveys/${id}/close`, { token: admin.token });
    expect(closed.body.data.state).toBe(SurveyState.closed);
    // The rewards account paid exactly the one reward of 2.
    expect(Number(await rewardsAccount(t))).toBe(Number(before) - 2);
    const list = await t.call('GET', '/admin/api/surveys', { token: admin.token });
    expect(list.body.rows.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('the invitee’s first survey pays his inviter once (invite module “survey”)', async () => {
    const owner = await publisher(t);
    const [a, b] = [await published(t, owner), await published(t, owner)];
    const inviter = await signUp(t);
    const invitee = await signUp(t);
    const bound = await t.call('POST', '/app/invite/record/bind', {
      token: invitee.token,
      body: { inviterId: inviter.id, type: InviteModule.survey },
    });
    expect(bound.body.code).toBe(200);
    const afterBind = (await vln(t, inviter.id)).available;
    await answer(t, invitee, a);
    await answer(t, invitee, b);
    const rows = await queryRows<{ module: number; amount: string }>(
      t.db,
      sql`select module, amount::text from invite_rewards where invitee_id = ${invitee.id} and module = ${InviteModule.survey}`,
    );
    expect(rows).toEqual([{ module: InviteModule.survey, amount: '2.0000' }]);
    expect(Number((await vln(t, inviter.id)).available)).toBe(Number(afterBind) + 2);
  });
});
