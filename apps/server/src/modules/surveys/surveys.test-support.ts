import { CurrencyId, FlowType } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { credit, PAY_PASSWORD, payer } from '../transfers/transfer.test-support.ts';
import { balancesOf } from '../wallet/wallet.test-support.ts';

export type Who = { id: number; token: string };

/** A survey body: one question of each kind. */
export const fourQuestions = (over: Record<string, unknown> = {}) => ({
  title: 'Coffee habits',
  description: 'Five minutes about your coffee',
  questions: [
    { kind: 'single', title: 'Do you drink coffee?', options: ['Yes', 'No'] },
    { kind: 'multiple', title: 'When?', options: ['Morning', 'Afternoon', 'Evening'] },
    { kind: 'text', title: 'Your favourite café?' },
    { kind: 'rating', title: 'How much do you like it?' },
  ],
  requiredInfo: ['sex', 'age', 'city'],
  reward: '2',
  forwardReward: '0.5',
  maxReplies: 10,
  ...over,
});

/** A full, valid reply to fourQuestions. */
export const goodReply = (over: Record<string, unknown> = {}) => ({
  info: { sex: 1, age: 30, city: 'Kazan' },
  answers: [
    { questionId: 0, optionIds: [0] },
    { questionId: 1, optionIds: [0, 2] },
    { questionId: 2, text: 'Surf Coffee' },
    { questionId: 3, rating: 4 },
  ],
  ...over,
});

/** A publisher with a pay password and `vln` coins. */
export async function publisher(t: TestApp, vln = '100') {
  const who = await payer(t);
  await credit(t, who.id, vln, CurrencyId.VLN);
  return who as Who;
}

/** A published survey of `owner`; answers its id. */
export async function published(t: TestApp, owner: Who, body = fourQuestions()) {
  const created = await t.call('POST', '/app/survey', { token: owner.token, body });
  expect(created.body).toMatchObject({ code: 200 });
  const id = created.body.data.id as number;
  const res = await t.call('POST', `/app/survey/${id}/publish`, {
    token: owner.token,
    body: { payPassword: PAY_PASSWORD },
  });
  expect(res.body).toMatchObject({ code: 200, data: { state: 1 } });
  return id;
}

export const answer = (t: TestApp, who: Who, id: number, body: unknown = goodReply(), lang = 'en') =>
  t.call('POST', `/app/survey/${id}/reply`, { token: who.token, body, lang });

export const vln = async (t: TestApp, userId: number) =>
  (await balancesOf(t, userId)).get(CurrencyId.VLN) ?? { available: '0.0000', frozen: '0.0000' };

export const replyCount = async (t: TestApp, surveyId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from survey_replies where survey_id = ${surveyId}`,
    )
  )[0]!.n;

export const surveyRewardFlows = async (t: TestApp, userId: number) =>
  (await t.app.services.wallet.flows.list(userId, { pageNum: 1, pageSize: 50, status: 0 })).rows.filter(
    (f) => f.type === FlowType.reward && f.remark === 'survey',
  );

export const rewardsAccount = async (t: TestApp) => {
  const rows = await queryRows<{ available: string }>(
    t.db,
    sql`select available::text from ledger_accounts where user_id = 0 and platform_code = 'rewards'
          and currency_id = ${CurrencyId.VLN}`,
  );
  return rows[0]!.available;
};
