import { GROUP_INVITE_MAX, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { groupCall, groupState, makeGroup, signUp, type TestUser } from './groups.test-support.ts';

// Bad input on every group endpoint: a clear code (400 naming the field, or the rule's own code), never a 500, and
// nothing changes.

const t = useTestApp();
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: number;
beforeAll(async () => {
  owner = await signUp(t);
  member = await signUp(t);
  outsider = await signUp(t);
  groupId = await makeGroup(t, owner, { members: [member] });
});

const MISSING_GROUP = 2_000_000_000;
const MISSING_USER = 2_147_483_647;
const groupCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from groups`))[0]!.n;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = [Method, string, Record<string, unknown>, number, string?];

/** Runs each case as the owner; the reference group and the number of groups stay as they were. */
async function check(cases: Case[], user = owner) {
  const before = await groupState(t, groupId);
  const groups = await groupCount();
  for (const [method, url, payload, code, field] of cases) {
    const res = await groupCall(t, method, url, user, payload);
    const label = `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`;
    expect(res.body?.code, `${label}: ${JSON.stringify(res.body)}`).toBe(code);
    expect(res.status, label).toBeLessThan(500);
    expect(res.body.success, label).toBe(false);
    if (field) expect(res.body.msg, label).toContain(field);
  }
  expect(await groupState(t, groupId)).toEqual(before);
  expect(await groupCount()).toBe(groups);
}

const bad = ResultCode.badRequest;
const thousand = Array.from({ length: 1000 }, (_, i) => i + 1);

describe('bad input on the group endpoints', () => {
  it('POST /app/group', async () => {
    await check([
      ['POST', '/app/group', { memberIds: [member.id] }, bad, 'groupName'],
      ['POST', '/app/group', { groupName: '   ', memberIds: [member.id] }, bad, 'groupName'],
      ['POST', '/app/group', { groupName: 'x'.repeat(31), memberIds: [member.id] }, bad, 'groupName'],
      ['POST', '/app/group', { groupName: 'a\u0000b', memberIds: [member.id] }, bad, 'groupName'],
      ['POST', '/app/group', { groupName: 42, memberIds: [member.id] }, bad, 'groupName'],
      ['POST', '/app/group', { groupName: 'g' }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: [] }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: thousand }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: ['abc'] }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: [-1] }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: [2 ** 31] }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: 'all' }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: [owner.id] }, bad, 'memberIds'],
      ['POST', '/app/group', { groupName: 'g', memberIds: [MISSING_USER] }, ResultCode.userNotFound],
      [
        'POST',
        '/app/group',
        { groupName: 'g', memberIds: [member.id], avatar: 'http://evil.example/a.png' },
        bad,
        'avatar',
      ],
      [
        'POST',
        '/app/group',
        { groupName: 'g', memberIds: [member.id], avatar: '/files/../../etc/passwd' },
        bad,
      ],
    ]);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/app/group',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"groupName": ',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('PUT /app/group and PUT /app/group/anonEdit', async () => {
    await check([
      ['PUT', '/app/group', { groupName: 'x' }, bad, 'groupId'],
      ['PUT', '/app/group', { groupId: 'abc', groupName: 'x' }, bad, 'groupId'],
      ['PUT', '/app/group', { groupId: -1, groupName: 'x' }, bad, 'groupId'],
      ['PUT', '/app/group', { groupId: 1e12, groupName: 'x' }, bad, 'groupId'],
      ['PUT', '/app/group', { groupId: MISSING_GROUP, groupName: 'x' }, ResultCode.notFound],
      ['PUT', '/app/group', { groupId, groupName: '' }, bad, 'groupName'],
      ['PUT', '/app/group', { groupId, jyRemark: 'x'.repeat(1001) }, bad, 'jyRemark'],
      ['PUT', '/app/group', { groupId, jyRemark: 'a\u0000' }, bad, 'jyRemark'],
      ['PUT', '/app/group', { groupId, jyAvatar: 'javascript:alert(1)' }, bad, 'jyAvatar'],
      ['PUT', '/app/group', { groupId, historyVisible: 'yes' }, bad, 'historyVisible'],
      ['PUT', '/app/group', { groupId, historyVisible: 1 }, bad, 'historyVisible'],
      ['PUT', '/app/group/anonEdit', { groupId, myName: 'x'.repeat(26) }, bad, 'myName'],
      ['PUT', '/app/group/anonEdit', { groupId, myName: 'a\u0000b' }, bad, 'myName'],
      ['PUT', '/app/group/anonEdit', { groupId, myName: 5 }, bad, 'myName'],
      ['PUT', '/app/group/anonEdit', { groupId: MISSING_GROUP, myName: 'n' }, ResultCode.notFound],
      ['PUT', '/app/group/anonEdit', { groupId }, bad, 'myName'],
      ['PUT', '/app/group/anonEdit', { myName: 'n' }, bad, 'nickName'],
    ]);
  });

  it('GET /app/group/{id}, /app/group/list, /app/group/groupModuleList, /app/groupMeb/list', async () => {
    await check([
      ['GET', '/app/group/abc', {}, bad],
      ['GET', '/app/group/-1', {}, bad],
      ['GET', '/app/group/0', {}, bad],
      ['GET', '/app/group/99999999999', {}, bad],
      ['GET', `/app/group/${MISSING_GROUP}`, {}, ResultCode.notFound],
      ['GET', '/app/group/list', { pageSize: 1e9 }, bad, 'pageSize'],
      ['GET', '/app/group/list', { pageNum: -1 }, bad, 'pageNum'],
      ['GET', '/app/group/list', { pageNum: 'first' }, bad, 'pageNum'],
      ['GET', '/app/group/list', { userId: 'me' }, bad, 'userId'],
      ['GET', '/app/group/list', { userId: member.id }, ResultCode.forbidden],
      ['GET', '/app/groupMeb/list', {}, bad, 'groupId'],
      ['GET', '/app/groupMeb/list', { groupId, pageSize: 1e9 }, bad, 'pageSize'],
      ['GET', '/app/groupMeb/list', { groupId, pageNum: -1 }, bad, 'pageNum'],
      ['GET', '/app/groupMeb/list', { groupId: 'x' }, bad, 'groupId'],
      ['GET', '/app/groupMeb/list', { groupId: MISSING_GROUP }, ResultCode.notFound],
    ]);
    const far = await groupCall(t, 'GET', '/app/groupMeb/list', owner, { groupId, pageNum: 1_000_000 });
    expect(far.body).toMatchObject({ code: 200, rows: [], total: 2 });
    const farList = await groupCall(t, 'GET', '/app/group/list', owner, {
      pageNum: 1_000_000,
      pageSize: 999,
    });
    expect(farList.body).toMatchObject({ code: 200, rows: [], total: 1 });
  });

  it('POST /app/groupMeb/invite and /join', async () => {
    const tooMany = Array.from({ length: GROUP_INVITE_MAX + 1 }, (_, i) => i + 1);
    await check([
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: thousand }, bad, 'memberIds'],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: tooMany }, bad, 'memberIds'],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: [] }, bad, 'memberIds'],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: ['x'] }, bad, 'memberIds'],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: [owner.id] }, ResultCode.cannotTargetSelf],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: [MISSING_USER] }, ResultCode.userNotFound],
      [
        'POST',
        '/app/groupMeb/invite',
        { groupId: MISSING_GROUP, memberIds: [outsider.id] },
        ResultCode.notFound,
      ],
      ['POST', '/app/groupMeb/invite', { memberIds: [outsider.id] }, bad, 'groupId'],
      ['POST', '/app/groupMeb/join', { groupId: 'one' }, bad, 'groupId'],
      ['POST', '/app/groupMeb/join', { groupId: MISSING_GROUP }, ResultCode.notFound],
      // issue 17: an invitation is what lets one in; the owner holds none (he is in already)
      ['POST', '/app/groupMeb/join', { groupId }, ResultCode.alreadyInGroup],
    ]);
    await check(
      [
        ['POST', '/app/groupMeb/join', { groupId }, ResultCode.groupInviteRequired],
        ['POST', '/app/groupMeb/join', {}, bad, 'groupId'],
      ],
      outsider,
    );
    const self = await groupCall(t, 'POST', '/app/groupMeb/invite', owner, {
      groupId,
      memberIds: [owner.id],
    });
    expect(self.body.msg).toBe('You cannot do this to yourself');
  });

  it('GET /app/groupMeb/invitations and POST /app/groupMeb/invitation/decline', async () => {
    await check(
      [
        ['GET', '/app/groupMeb/invitations', { pageSize: 101 }, bad, 'pageSize'],
        ['GET', '/app/groupMeb/invitations', { pageSize: 0 }, bad, 'pageSize'],
        ['GET', '/app/groupMeb/invitations', { pageNum: 'x' }, bad, 'pageNum'],
        ['POST', '/app/groupMeb/invitation/decline', {}, bad, 'groupId'],
        ['POST', '/app/groupMeb/invitation/decline', { groupId: 'x' }, bad, 'groupId'],
        ['POST', '/app/groupMeb/invitation/decline', { groupId: -3 }, bad, 'groupId'],
        // nothing pending: not found, for a group that exists and one that does not alike
        ['POST', '/app/groupMeb/invitation/decline', { groupId }, ResultCode.notFound],
        ['POST', '/app/groupMeb/invitation/decline', { groupId: MISSING_GROUP }, ResultCode.notFound],
      ],
      outsider,
    );
    const far = await groupCall(t, 'GET', '/app/groupMeb/invitations', outsider, { pageNum: 1_000_000 });
    expect(far.body).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('member actions, mute-all, quit, dismiss, cancel', async () => {
    const cases: Case[] = [];
    for (const url of [
      '/app/groupMeb/user/manage',
      '/app/groupMeb/user/manage/remove',
      '/app/groupMeb/user/gag',
      '/app/groupMeb/user/gag/rollback',
      '/app/groupMeb/remove',
    ])
      cases.push(
        ['POST', url, { groupId, userId: 'abc' }, bad, 'userId'],
        ['POST', url, { groupId, userId: -5 }, bad, 'userId'],
        ['POST', url, { groupId }, bad, 'userId'],
        ['POST', url, { groupId: '1; drop table groups', userId: member.id }, bad, 'groupId'],
        ['POST', url, { groupId, userId: outsider.id }, ResultCode.notGroupMember],
        ['POST', url, { groupId, userId: MISSING_USER }, ResultCode.notGroupMember],
        ['POST', url, { groupId: MISSING_GROUP, userId: member.id }, ResultCode.notFound],
      );
    cases.push(
      ['POST', '/app/group/gag', {}, bad, 'groupId'],
      ['POST', '/app/group/gag/rollback', { groupId: [] }, bad, 'groupId'],
      ['DELETE', '/app/groupMeb/quit', {}, bad, 'groupId'],
      ['DELETE', '/app/groupMeb/quit', { groupId: 'x' }, bad, 'groupId'],
      ['DELETE', '/app/groupMeb/quit', { groupId: MISSING_GROUP }, ResultCode.notFound],
      ['DELETE', '/app/group/dismiss', { groupId: -1 }, bad, 'groupId'],
      ['DELETE', '/app/group/dismiss', { groupId: MISSING_GROUP }, ResultCode.notFound],
      ['POST', '/app/group/cancel', { groupId: 1.5 }, bad, 'groupId'],
    );
    await check(cases);
  });

  it('POST /app/group/add/module and GET /app/ol/customerUser/assign', async () => {
    const body = { groupName: 'Support', memberIds: [member.id], moduleType: 6, responsibleModule: 1 };
    await check([
      ['POST', '/app/group/add/module', { ...body, moduleType: 0 }, bad, 'moduleType'],
      ['POST', '/app/group/add/module', { ...body, moduleType: 'six' }, bad, 'moduleType'],
      ['POST', '/app/group/add/module', { ...body, moduleType: 1e9 }, bad, 'moduleType'],
      ['POST', '/app/group/add/module', { ...body, responsibleModule: -1 }, bad, 'responsibleModule'],
      ['POST', '/app/group/add/module', { ...body, memberIds: thousand }, bad, 'memberIds'],
      // a customer-service group needs a customer-service member
      ['POST', '/app/group/add/module', body, bad, 'memberIds'],
      ['GET', '/app/ol/customerUser/assign', {}, bad, 'moduleType'],
      ['GET', '/app/ol/customerUser/assign', { moduleType: -1 }, bad, 'moduleType'],
      // nobody has the customer-service role in this database
      ['GET', '/app/ol/customerUser/assign', { moduleType: 6 }, ResultCode.noCustomerService],
    ]);
  });

  it('refuses every endpoint without a login with 401 (a valid payload, so the login is what is missing)', async () => {
    const g = { groupId };
    const m = { groupId, userId: member.id };
    for (const [method, url, payload] of [
      ['POST', '/app/group', { groupName: 'g', memberIds: [member.id] }],
      ['PUT', '/app/group', { groupId, groupName: 'g' }],
      ['GET', `/app/group/${groupId}`, {}],
      ['GET', '/app/group/list', {}],
      ['GET', '/app/group/groupModuleList', {}],
      ['POST', '/app/groupMeb/join', g],
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: [outsider.id] }],
      ['GET', '/app/groupMeb/invitations', {}],
      ['POST', '/app/groupMeb/invitation/decline', g],
      ['GET', '/app/groupMeb/list', g],
      ['POST', '/app/groupMeb/user/manage', m],
      ['POST', '/app/groupMeb/user/gag', m],
      ['POST', '/app/group/gag', g],
      ['POST', '/app/groupMeb/remove', m],
      ['DELETE', '/app/groupMeb/quit', g],
      ['DELETE', '/app/group/dismiss', g],
      ['POST', '/app/group/cancel', g],
      ['PUT', '/app/group/anonEdit', { groupId, myName: 'n' }],
      ['POST', '/app/group/add/module', { groupName: 'g', memberIds: [member.id], moduleType: 6 }],
      ['GET', '/app/ol/customerUser/assign', { moduleType: 6 }],
    ] as const) {
      const res = await groupCall(t, method, url, undefined, payload);
      expect([url, res.status, res.body.code]).toEqual([url, 401, 401]);
    }
  });
});
