import { GroupRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';

export type TestUser = Awaited<ReturnType<typeof signUp>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One group call as `user`; GET and DELETE carry the payload in the query string (DESIGN §4). */
export function groupCall(t: TestApp, method: Method, url: string, user: TestUser | undefined, payload = {}) {
  const inQuery = method === 'GET' || method === 'DELETE';
  return t.call(method, url, {
    token: user?.token,
    lang: 'en',
    ...(inQuery ? { query: payload as Record<string, string | number> } : { body: payload }),
  });
}

/** Makes two users friends through the service (a request each way: the second accepts the first). */
export async function makeFriends(t: TestApp, a: TestUser, b: TestUser) {
  const { friends } = t.app.services;
  if (await friends.areFriends(a.id, b.id)) return;
  await friends.add(a.id, { userId: b.id });
  await friends.add(b.id, { userId: a.id });
}

/**
 * A group made through the service: `owner` owns it, `admins` are made admins, `members` join as ordinary members.
 * They are made the owner's friends first, since only friends are added without an invitation. Answers its id.
 */
export async function makeGroup(
  t: TestApp,
  owner: TestUser,
  { admins = [], members = [] }: { admins?: TestUser[]; members?: TestUser[] },
) {
  const { groups } = t.app.services;
  for (const user of [...admins, ...members]) await makeFriends(t, owner, user);
  const group = await groups.create(owner.id, {
    groupName: 'Test group',
    memberIds: [...admins, ...members].map((u) => u.id),
  });
  for (const admin of admins)
    await groups.setAdmin(owner.id, { groupId: group.groupId, userId: admin.id }, true);
  return group.groupId;
}

/**
 * Everything a group change could touch: the group, its members, its chat's members, its messages and its
 * invitations.
 */
export async function groupState(t: TestApp, groupId: number) {
  const [group] = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select name, ru_name, avatar, avatar_compress, notice, notice_avatar, owner_id, module_type, gag_all, status
        from groups where id = ${groupId}`,
  );
  const members = await queryRows(
    t.db,
    sql`select user_id, role, nickname, muted from group_members where group_id = ${groupId} order by id`,
  );
  const chatMembers = await queryRows<{ user_id: number }>(
    t.db,
    sql`select m.user_id from conversation_members m join conversations c on c.id = m.conversation_id
        where c.key = ${`g:${groupId}`} order by m.user_id`,
  );
  const [messages] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
        where c.key = ${`g:${groupId}`}`,
  );
  const invitations = await queryRows(
    t.db,
    sql`select invitee_id, inviter_id, status from group_invitations where group_id = ${groupId} order by id`,
  );
  return {
    group,
    members,
    chatMembers: chatMembers.map((m) => m.user_id),
    messages: messages?.n ?? 0,
    invitations,
  };
}

/** Role of each member by user id. */
export async function rolesOf(t: TestApp, groupId: number) {
  const rows = await queryRows<{ user_id: number; role: number }>(
    t.db,
    sql`select user_id, role from group_members where group_id = ${groupId} order by id`,
  );
  return Object.fromEntries(rows.map((r) => [r.user_id, r.role]));
}

/** The group notices (RC:InfoNtf) in a user's event log, as their parsed `extra`. */
export async function noticesOf(t: TestApp, userId: number, groupId: number) {
  const events = await t.app.services.delivery.since(userId, 0, 10_000);
  return events
    .map((d) => d.event as any)
    .filter(
      (e) =>
        e.type === 'message' &&
        e.message.objectName === 'RC:InfoNtf' &&
        e.message.targetId === String(groupId),
    )
    .map((e) => JSON.parse(e.message.content.extra));
}

/** Expects a refusal with `code` that changed nothing of the group. */
export async function expectRefused(
  t: TestApp,
  groupId: number,
  call: () => Promise<{ status: number; body: any }>,
  code: number,
) {
  const before = await groupState(t, groupId);
  const res = await call();
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code, success: false });
  expect(res.status).toBeLessThan(500);
  expect(await groupState(t, groupId)).toEqual(before);
  return res;
}

/** `n` fresh users, signed up one after another (their ids in that order). */
export const signUpMany = async (t: TestApp, n: number) => {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++) out.push(await signUp(t));
  return out;
};

export { GroupRole, signUp };

/** `inviter` invites `invitee` (a stranger to him) and `invitee` accepts: he is a member from now on. */
export async function inviteAndJoin(t: TestApp, groupId: number, inviter: TestUser, invitee: TestUser) {
  const invited = await groupCall(t, 'POST', '/app/groupMeb/invite', inviter, {
    groupId,
    memberIds: [invitee.id],
  });
  expect(invited.body, JSON.stringify(invited.body)).toMatchObject({
    code: 200,
    data: { invitedIds: [invitee.id] },
  });
  const joined = await groupCall(t, 'POST', '/app/groupMeb/join', invitee, { groupId });
  expect(joined.body, JSON.stringify(joined.body)).toMatchObject({ code: 200 });
  return joined.body.data;
}
