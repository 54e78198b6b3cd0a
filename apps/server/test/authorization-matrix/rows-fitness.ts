import { ResultCode as C } from '@volna/contracts';
import { expect } from 'vitest';
import { business, own, type Row, ownRow } from './matrix.ts';

// Fitness (issue 15): every route is about the caller's own steps; no route takes another user's id. The ranking
// lists the caller and his friends only — a stranger never sees A's steps.

const secondEntry = 'an earlier cell or row may already have entered the caller’s steps today';

export const fitnessRows: Row[] = [
  ownRow('GET', '/app/fitness/today'),
  {
    method: 'POST',
    path: '/app/fitness/steps',
    request: () => ({
      url: '/app/fitness/steps',
      body: { steps: 2500, content: 'Matrix walk', region: 'Moscow' },
    }),
    expect: own({
      stranger: business(secondEntry, C.fitnessAlreadyEntered),
      owner: business(secondEntry, C.fitnessAlreadyEntered),
      staff: business(secondEntry, C.fitnessAlreadyEntered),
    }),
  },
  ownRow('GET', '/app/fitness/history'),
  {
    method: 'GET',
    path: '/app/fitness/ranking',
    request: () => ({ url: '/app/fitness/ranking' }),
    expect: own(),
    verify: {
      stranger: (body, c) => {
        const ids = body.data.rows.map((r: { userId: number }) => r.userId);
        expect(ids).toContain(c.me.id);
        expect(ids).not.toContain(c.f.A.id);
      },
    },
  },
];
