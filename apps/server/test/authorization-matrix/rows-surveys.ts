import { CurrencyId, ResultCode as C, surveyCreateBody } from '@volna/contracts';
import { expect } from 'vitest';
import { PAY_PASSWORD } from './fixtures.ts';
import { type Cell, denied, na, ok, own, type Row, staffOnly, unauth, ownRow } from './matrix.ts';

// Paid surveys (issue 15). A publishes (roubles: the fixture's A holds them); the publisher's steps and results are
// A's alone — a stranger and staff as a user are told the survey is not theirs; anyone else may answer A's published
// survey, A may not. Platform surveys are the staff console's: users get 403, customer service only reads.

const body = surveyCreateBody.parse({
  title: 'Matrix survey',
  questions: [{ kind: 'single', title: 'Yes or no?', options: ['Yes', 'No'] }],
  requiredInfo: ['sex'],
  currencyId: CurrencyId.RUB,
  reward: '1',
  forwardReward: '0',
  maxReplies: 5,
});
const reply = { info: { sex: 1 }, answers: [{ questionId: 0, optionIds: [0] }] };

const draftOfA = async (c: Cell) => (await c.t.app.services.surveys.create(c.f.A.id, body)).id;
async function publishedOfA(c: Cell) {
  const id = await draftOfA(c);
  await c.t.app.services.surveys.publish(c.f.A.id, id, PAY_PASSWORD);
  return id;
}
const platformSurvey = async (c: Cell) =>
  (await c.t.app.services.surveys.staffPublish(c.f.staff.id, body)).id;

const notMember = na('a survey has no members: the publisher and everyone else');
/** A's own survey: only A may. */
const aOnly = {
  guest: unauth,
  stranger: denied(C.surveyNotYours),
  member: notMember,
  owner: ok,
  staff: denied(C.surveyNotYours),
};

export const surveyRows: Row[] = [
  { method: 'GET', path: '/app/survey/list', request: () => ({ url: '/app/survey/list' }), expect: own() },
  { method: 'GET', path: '/app/survey/mine', request: () => ({ url: '/app/survey/mine' }), expect: own() },
  ownRow('GET', '/app/survey/earnings'),
  {
    method: 'GET',
    path: '/app/survey/:id',
    scenario: 'A’s published survey: any signed-in user may read it',
    request: async (c) => ({ url: `/app/survey/${await publishedOfA(c)}` }),
    expect: own(),
    verify: { stranger: (b) => expect(b.data).toMatchObject({ mine: false, actions: [] }) },
  },
  {
    method: 'GET',
    path: '/app/survey/:id',
    scenario: 'A’s draft: nobody else learns it exists',
    request: async (c) => ({ url: `/app/survey/${await draftOfA(c)}` }),
    expect: { ...aOnly, stranger: denied(C.notFound), staff: denied(C.notFound) },
  },
  ownRow('POST', '/app/survey', () => ({ body })),
  {
    method: 'POST',
    path: '/app/survey/:id/publish',
    scenario: 'A’s draft, published with A’s pay password by whoever calls',
    request: async (c) => ({
      url: `/app/survey/${await draftOfA(c)}/publish`,
      body: { payPassword: PAY_PASSWORD },
    }),
    expect: aOnly,
  },
  {
    method: 'POST',
    path: '/app/survey/:id/close',
    request: async (c) => ({ url: `/app/survey/${await publishedOfA(c)}/close` }),
    expect: aOnly,
  },
  {
    method: 'POST',
    path: '/app/survey/:id/reply',
    scenario: 'A’s published survey: anyone but A may answer it',
    request: async (c) => ({ url: `/app/survey/${await publishedOfA(c)}/reply`, body: reply }),
    expect: own({ owner: denied(C.surveyOwnSurvey) }),
  },
  {
    method: 'POST',
    path: '/app/survey/:id/forward',
    scenario: 'to M, A’s friend: only A may (M is nobody else’s friend here)',
    request: async (c) => ({
      url: `/app/survey/${await publishedOfA(c)}/forward`,
      body: { friendId: c.f.M.id },
    }),
    expect: own({ stranger: denied(C.surveyForwardNotFriend), staff: denied(C.surveyForwardNotFriend) }),
  },
  {
    method: 'GET',
    path: '/app/survey/:id/results',
    request: async (c) => ({ url: `/app/survey/${await publishedOfA(c)}/results` }),
    expect: aOnly,
  },
  {
    method: 'GET',
    path: '/app/survey/:id/results.csv',
    request: async (c) => ({ url: `/app/survey/${await publishedOfA(c)}/results.csv` }),
    expect: aOnly,
  },
  {
    method: 'GET',
    path: '/admin/api/surveys',
    request: () => ({ url: '/admin/api/surveys' }),
    expect: staffOnly(undefined, ok),
  },
  {
    method: 'POST',
    path: '/admin/api/surveys',
    request: () => ({ url: '/admin/api/surveys', body }),
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: '/admin/api/surveys/:id/close',
    request: async (c) => ({ url: `/admin/api/surveys/${await platformSurvey(c)}/close` }),
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: '/admin/api/surveys/:id/results',
    request: async (c) => ({ url: `/admin/api/surveys/${await platformSurvey(c)}/results` }),
    expect: staffOnly(undefined, ok),
  },
];
