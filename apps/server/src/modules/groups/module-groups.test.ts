import { GroupRole, ResultCode, StaffRole } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { conversationsOf } from '../chat/chat.test-support.ts';
import { expectRefused, groupCall, noticesOf, signUp, type TestUser } from './groups.test-support.ts';

// Module groups: a user's customer-service group (moduleType 6) with the agent GET /app/ol/customerUser/assign
// picks, listed by groupModuleList and closed by POST /app/group/cancel.

const t = useTestApp();
let agent1: TestUser;
let agent2: TestUser;
let platformAdmin: TestUser;
beforeAll(async () => {
  agent1 = await signUp(t);
  agent2 = await signUp(t);
  platformAdmin = await signUp(t);
  await t.app.services.users.setStaffRole(agent1.id, StaffRole.customerService);
  await t.app.services.users.setStaffRole(agent2.id, StaffRole.customerService);
  await t.app.services.users.setStaffRole(platformAdmin.id, StaffRole.platformAdmin);
});

const assign = (user: TestUser, moduleType = 6) =>
  groupCall(t, 'GET', '/app/ol/customerUser/assign', user, { moduleType });

async function openSupport(user: TestUser, responsibleModule = 1) {
  const agent = (await assign(user)).body.data;
  const res = await groupCall(t, 'POST', '/app/group/add/module', user, {
    groupName: 'Поддержка',
    memberIds: [agent.imUserId],
    moduleType: 6,
    responsibleModule,
  });
  expect(res.body.code).toBe(200);
  return { agent, group: res.body.data };
}

describe('customer-service groups', () => {
  it('assigns the least busy agent, keeps a customer with his agent, and makes one group per module', async () => {
    const [alice, bob] = [await signUp(t), await signUp(t)];
    const first = await assign(alice);
    expect(first.body).toMatchObject({
      code: 200,
      data: { imUserId: agent1.id, imNickName: expect.any(String) },
    });
    const { group } = await openSupport(alice);
    expect(group).toMatchObject({
      moduleType: 6,
      responsibleModule: 1,
      userId: alice.id,
      role: GroupRole.owner,
      imUserId: agent1.id,
      memberIds: [alice.id, agent1.id],
      customerName: expect.any(String),
    });
    expect(group.customerName).not.toBe('');
    // agent1 now answers one group: bob gets agent2; alice keeps agent1
    expect((await assign(bob)).body.data.imUserId).toBe(agent2.id);
    expect((await assign(alice)).body.data.imUserId).toBe(agent1.id);
    // a repeated tap answers the same group
    const again = await openSupport(alice);
    expect(again.group.groupId).toBe(group.groupId);

    for (const user of [alice, agent1]) {
      const list = await groupCall(t, 'GET', '/app/group/groupModuleList', user);
      expect(list.body.data.map((g: any) => g.groupId)).toEqual([group.groupId]);
      // ordinary group lists leave module groups out
      expect((await groupCall(t, 'GET', '/app/group/list', user)).body.total).toBe(0);
    }
    // its chat sorts into the customer-service badge (module type 6)
    const [chat] = await conversationsOf(t, agent1.token);
    expect(chat).toMatchObject({ targetId: String(group.groupId), info: { moduleType: 6 } });
    expect((await t.call('GET', '/app/chat/unread', { token: agent1.token })).body.data.customerService).toBe(
      1,
    );
  });

  it('is private to its members and joined only by invitation', async () => {
    const [customer, stranger] = [await signUp(t), await signUp(t)];
    const { group } = await openSupport(customer, 2);
    const groupId = group.groupId;
    const peek = await groupCall(t, 'GET', `/app/group/${groupId}`, stranger);
    expect(peek.body.code).toBe(ResultCode.notInGroup);
    await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/join', stranger, { groupId }),
      ResultCode.groupInviteRequired,
    );
  });

  it('is cancelled by its customer, its agent or any staff member; not by another member or an outsider', async () => {
    const [customer, helper, stranger] = [await signUp(t), await signUp(t), await signUp(t)];
    const cancel = (user: TestUser, groupId: number) =>
      groupCall(t, 'POST', '/app/group/cancel', user, { groupId });

    const { group: g1 } = await openSupport(customer, 3);
    // a stranger to the customer: invited, in once he accepts
    await t.app.services.groups.invite(customer.id, { groupId: g1.groupId, memberIds: [helper.id] });
    await t.app.services.groups.join(helper.id, g1.groupId);
    await expectRefused(t, g1.groupId, () => cancel(helper, g1.groupId), ResultCode.groupNoRights);
    await expectRefused(t, g1.groupId, () => cancel(stranger, g1.groupId), ResultCode.notInGroup);
    expect((await cancel(customer, g1.groupId)).body.code).toBe(200);
    expect((await noticesOf(t, helper.id, g1.groupId)).at(-1)).toMatchObject({
      action: 'cancel',
      operatorId: customer.id,
    });
    expect((await groupCall(t, 'GET', `/app/group/${g1.groupId}`, customer)).body.code).toBe(
      ResultCode.notInGroup,
    );
    expect((await groupCall(t, 'GET', '/app/group/groupModuleList', customer)).body.data).toEqual([]);

    const { group: g2, agent } = await openSupport(customer, 4);
    const agentUser = agent.imUserId === agent1.id ? agent1 : agent2;
    expect((await cancel(agentUser, g2.groupId)).body.code).toBe(200);

    const { group: g3 } = await openSupport(customer, 5);
    expect((await cancel(platformAdmin, g3.groupId)).body.code).toBe(200);
    await expectRefused(t, g3.groupId, () => cancel(platformAdmin, g3.groupId), ResultCode.notInGroup);
  });
});
