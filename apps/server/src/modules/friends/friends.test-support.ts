import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;

/** The types of the user's stored events, oldest first. */
export async function eventsOf(t: TestApp, userId: number) {
  return (await t.app.services.delivery.since(userId, 0, 10_000)).map((d) => d.event);
}

/** The user's friends list as ids, newest friendship first. */
export async function friendIds(t: TestApp, who: Person) {
  const res = await t.call('GET', '/app/friend/list', { token: who.token });
  expect(res.status).toBe(200);
  return (res.body.rows as Array<{ userId: number }>).map((r) => r.userId);
}

/** A sends, B accepts: friends; the clock moves a second so friendships get distinct times. */
export async function befriend(t: TestApp, a: Person, b: Person) {
  t.clock.advance(1000);
  const sent = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
  expect(sent.status).toBe(200);
  const accepted = await t.call('POST', '/app/friend/request/accept', {
    token: b.token,
    body: { requestId: sent.body.data.request.requestId },
  });
  expect(accepted.status).toBe(200);
}

export { signUp };
