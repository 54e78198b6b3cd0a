import { ResultCode as C, listingPublishBody, TASK_ROUTES } from '@volna/contracts';
import { newKey } from './fixtures.ts';
import { type Cell, denied, ok, own, type Row, parties } from './matrix.ts';

// Paid-task applications and referrals (issue 14 boards). A posts a fresh paid task that rewards referrals (its
// deposit and referral budget held from A's roubles); M applies to it. Only A sees and decides its applicants.

const task = listingPublishBody.parse({
  categoryPath: ['tasks', 'online-tasks'],
  country: 'RU',
  city: 'Matrix city',
  title: 'Matrix paid task',
  price: '500',
  body: {
    kind: 'task',
    location: 'Online',
    deadline: '2027-01-01',
    requirements: 'Matrix',
    referralAllowed: true,
    referralReward: '10',
    referralPlaces: 2,
  },
});

const freshTask = async (c: Cell) => (await c.t.app.services.listings.publish(c.f.A.id, task, newKey())).id;

/** M's application to a fresh task of A's. */
async function freshApplication(c: Cell) {
  const listingId = await freshTask(c);
  const application = await c.t.app.services.listingTasks.apply(c.f.M.id, { listingId, referrer: '' });
  return { listingId, id: application.id };
}

/** The poster's own: anyone else (staff too, as a user) learns nothing of the task's applicants. */
const posterOnly = parties(ok, denied(C.notFound));

export const listingTaskRows: Row[] = [
  {
    method: 'POST',
    path: TASK_ROUTES.apply,
    scenario: 'A’s paid task: anyone but A may apply',
    request: async (c) => ({ url: TASK_ROUTES.apply, body: { listingId: await freshTask(c) } }),
    expect: own({ member: ok, owner: denied(C.taskOwnListing) }),
  },
  {
    method: 'GET',
    path: TASK_ROUTES.referral,
    scenario: 'A’s paid task on the shelf: anyone signed in sees its referral terms',
    request: async (c) => ({ url: TASK_ROUTES.referral, query: { listingId: await freshTask(c) } }),
    expect: own({ member: ok }),
  },
  {
    method: 'GET',
    path: TASK_ROUTES.applications,
    scenario: 'A’s paid task with M’s application: A alone lists its applicants',
    request: async (c) => ({
      url: TASK_ROUTES.applications,
      query: { listingId: (await freshApplication(c)).listingId },
    }),
    expect: posterOnly,
  },
  {
    method: 'POST',
    path: TASK_ROUTES.accept,
    scenario: 'M’s application to A’s task: A alone accepts it (M cannot accept himself)',
    request: async (c) => ({ url: TASK_ROUTES.accept, body: { id: (await freshApplication(c)).id } }),
    expect: posterOnly,
  },
  {
    method: 'POST',
    path: TASK_ROUTES.reject,
    scenario: 'M’s application to A’s task: A alone rejects it',
    request: async (c) => ({ url: TASK_ROUTES.reject, body: { id: (await freshApplication(c)).id } }),
    expect: posterOnly,
  },
];
