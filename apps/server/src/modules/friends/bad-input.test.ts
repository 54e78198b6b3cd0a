import { ResultCode } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/harness.ts';
import { befriend, friendIds, type Person, signUp } from './friends.test-support.ts';

const t = useTestApp();
let a: Person;
let b: Person;
beforeAll(async () => {
  a = await signUp(t);
  b = await signUp(t);
  await befriend(t, a, b);
});

const NUL = 'a\u0000b';
const HUGE = '99999999999999999999';

/** Answered 400 with the bad-request code: never a 500, never reaching the service. */
async function expect400(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: Parameters<TestApp['call']>[2],
) {
  const res = await t.call(method, url, { token: a.token, ...options });
  expect(res.status, `${method} ${url} ${JSON.stringify(options)}`).toBe(400);
  // An over-long name carries its own code (nameTooLong), as in the users module; everything else is badRequest.
  expect([ResultCode.badRequest, ResultCode.nameTooLong]).toContain(res.body.code);
}

describe('bad inputs to every friends endpoint: 400, never 500, nothing changed', () => {
  it('list and request list: huge, negative, zero and non-numeric pages', async () => {
    for (const url of ['/app/friend/list', '/app/friend/request/list'])
      for (const query of <Array<Record<string, string | number>>>[
        { pageSize: 1_000_000_000 },
        { pageSize: 1000 },
        { pageSize: 0 },
        { pageNum: -1 },
        { pageNum: 0 },
        { pageNum: 'x' },
        { pageSize: '1.5' },
        { pageNum: HUGE },
      ])
        await expect400('GET', url, { query });
    const max = await t.call('GET', '/app/friend/list', { token: a.token, query: { pageSize: 999 } });
    expect(max.status).toBe(200);
  });

  it('POST /app/friend: strings, huge, negative and missing ids, NUL bytes and long greetings', async () => {
    for (const body of [
      {},
      { userId: 'abc' },
      { userId: HUGE },
      { userId: 2_147_483_648 },
      { userId: -1 },
      { userId: 0 },
      { userId: 1.5 },
      { userId: b.id, message: NUL },
      { userId: b.id, remark: NUL },
      { userId: b.id, message: 'x'.repeat(201) },
      { userId: `${b.id}\u0000` },
    ])
      await expect400('POST', '/app/friend', { body });
  });

  it('PUT /app/friend: no id, bad ids, NUL, control characters and over-long names', async () => {
    for (const body of [
      { commentName: 'x' },
      { userId: 'abc', commentName: 'x' },
      { userId: HUGE, commentName: 'x' },
      { userId: -5, commentName: 'x' },
      { userId: b.id, commentName: NUL },
      { userId: b.id, commentLast: 'tab\there' },
      { userId: b.id, commentName: 'x'.repeat(26) },
      { userId: b.id, commentName: 7 },
    ])
      await expect400('PUT', '/app/friend', { body });
    expect((await t.call('GET', '/app/friend/list', { token: a.token })).body.rows[0].commentName).toBe('');
  });

  it('DELETE /app/friend/{id} and accept/decline: strings, huge and negative ids', async () => {
    for (const id of ['abc', HUGE, '-1', '0', '1.5', '%00'])
      await expect400('DELETE', `/app/friend/${id}`, {});
    for (const path of ['/app/friend/request/accept', '/app/friend/request/decline'])
      for (const body of [
        {},
        { requestId: 'abc' },
        { requestId: HUGE },
        { requestId: -1 },
        { requestId: NUL },
      ])
        await expect400('POST', path, { body });
    expect(await friendIds(t, a)).toEqual([b.id]);
    expect(await friendIds(t, b)).toEqual([a.id]);
  });

  it('without a session every endpoint answers 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/app/friend/list', undefined],
      ['POST', '/app/friend', { userId: b.id }],
      ['PUT', '/app/friend', { userId: b.id, commentName: 'x' }],
      ['DELETE', `/app/friend/${b.id}`, undefined],
      ['GET', '/app/friend/request/list', undefined],
      ['POST', '/app/friend/request/accept', { requestId: 1 }],
      ['POST', '/app/friend/request/decline', { requestId: 1 }],
    ] as const)
      expect((await t.call(method, url, { body })).status).toBe(401);
    expect(await friendIds(t, a)).toEqual([b.id]);
  });
});
