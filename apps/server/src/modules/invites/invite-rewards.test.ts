import { CurrencyId, FlowType, InviteModule, ResultCode, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditOf, staffMember } from '../admin/admin.test-support.ts';
import { publish } from '../dating/dating.test-support.ts';
import { person, picture, publishDatingProfile, withKey } from '../vip-dating/vip-dating.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import { balancesOf, fund, useWalletTestApp } from '../wallet/wallet.test-support.ts';

const t = useWalletTestApp();

type Person = Awaited<ReturnType<typeof signUp>>;
const bind = (me: Person, inviter: Person, type: number = InviteModule.platform) =>
  t.call('POST', '/app/invite/record/bind', {
    token: me.token,
    body: { inviterId: inviter.id, type },
    lang: 'en',
  });
const vln = async (userId: number) =>
  (await balancesOf(t, userId)).get(CurrencyId.VLN)?.available ?? '0.0000';
const rewardRows = async (inviteeId: number) =>
  queryRows<{ module: number; amount: string; inviter_id: number }>(
    t.db,
    sql`select module, amount::text, inviter_id from invite_rewards where invitee_id = ${inviteeId} order by module`,
  );
const inviteFlows = async (userId: number) =>
  (await t.app.services.wallet.flows.list(userId, { pageNum: 1, pageSize: 50, status: 0 })).rows.filter(
    (f) => f.type === FlowType.reward && f.remark === 'invite',
  );

describe('invite rewards', () => {
  it('pays the inviter once per invitee and module: sign-up, first dating profile, first blind box', async () => {
    const inviter = await signUp(t);
    const invitee = await person(t, { rubles: '1000' });
    expect((await bind(invitee, inviter)).body.code).toBe(200);
    // Sign-up (the binding): 1 VLN by default.
    expect(await vln(inviter.id)).toBe('1.0000');

    // Staff raise the dating reward to 3 VLN; the first dating profile pays it, through the real publish route.
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const put = await t.call('PUT', `/admin/api/airdrop/${InviteModule.dating}`, {
      token: admin.token,
      body: { disposition: '[{"shareType":1,"title":"Dating together"}]', inviteReward: '3' },
    });
    expect(put.body.data).toMatchObject({ module: 1, inviteReward: '3' });
    await payer(invitee);
    await publish(t, invitee.token);
    expect(await vln(inviter.id)).toBe('4.0000');

    // The first blind-box opening (someone's card in the box), then a second one that pays nothing more.
    await cardHolder();
    await cardHolder();
    for (let i = 0; i < 2; i++) {
      const { price } = (await t.call('GET', '/app/blindBox/status', { token: invitee.token })).body.data;
      const opened = await t.call('POST', '/app/blindBox/open', {
        token: invitee.token,
        headers: withKey(),
        body: { price },
      });
      expect(opened.body.code).toBe(200);
    }
    expect(await vln(inviter.id)).toBe('5.0000');
    expect(await rewardRows(invitee.id)).toEqual([
      { module: InviteModule.dating, amount: '3.0000', inviter_id: inviter.id },
      { module: InviteModule.platform, amount: '1.0000', inviter_id: inviter.id },
      { module: InviteModule.blindBox, amount: '1.0000', inviter_id: inviter.id },
    ]);
    expect((await inviteFlows(inviter.id)).map((f) => f.amount).sort()).toEqual([
      '1.0000',
      '1.0000',
      '3.0000',
    ]);

    // The inviter's list: the invitee's progress per module and what he earned.
    const list = (await t.call('GET', '/app/invite/list', { token: inviter.token })).body.data;
    expect(list).toMatchObject({ shareUserId: inviter.id, totalEarned: '5', currencyId: CurrencyId.VLN });
    expect(list.invited).toHaveLength(1);
    expect(list.invited[0]).toMatchObject({ userId: invitee.id, earned: '5', module: InviteModule.platform });
    expect(
      Object.fromEntries(
        list.invited[0].steps.map((s: { module: number; reward: string | null }) => [s.module, s.reward]),
      ),
    ).toEqual({
      [InviteModule.platform]: '1',
      [InviteModule.dating]: '3',
      [InviteModule.blindBox]: '1',
      [InviteModule.survey]: null,
    });
    // Nobody else's list shows him.
    const stranger = await signUp(t);
    expect((await t.call('GET', '/app/invite/list', { token: stranger.token })).body.data.invited).toEqual(
      [],
    );
  });

  it('pays once when the same qualifying step is reported 20 times at once, and never without an inviter', async () => {
    const inviter = await signUp(t);
    const invitee = await signUp(t);
    // 20 binds at once: one binds (and pays the sign-up), the others are refused.
    const binds = await Promise.all(Array.from({ length: 20 }, () => bind(invitee, inviter)));
    expect(binds.filter((b) => b.body.code === 200)).toHaveLength(1);
    expect(binds.filter((b) => b.body.code === ResultCode.inviteAlreadyBound)).toHaveLength(19);
    // 20 reports of his first dating profile at once.
    const { inviteRewards } = t.app.services;
    await Promise.all(
      Array.from({ length: 20 }, () => inviteRewards.qualify(invitee.id, InviteModule.dating)),
    );
    expect(await rewardRows(invitee.id)).toHaveLength(2);
    // 1 for the sign-up, 3 for dating (raised by staff in the first test).
    expect(await vln(inviter.id)).toBe('4.0000');
    expect(await inviteFlows(inviter.id)).toHaveLength(2);

    const alone = await signUp(t);
    expect(await inviteRewards.qualify(alone.id, InviteModule.dating)).toBeNull();
    expect(await rewardRows(alone.id)).toEqual([]);
  });

  it('answers the module’s share config as JSON text, edited by platform administrators only, audited', async () => {
    const before = (
      await t.call('GET', '/app/airdrop/findByModule', { query: { module: InviteModule.blindBox } })
    ).body;
    expect(before.data).toMatchObject({
      module: InviteModule.blindBox,
      inviteReward: '1',
      updatedTime: null,
    });
    expect(JSON.parse(before.data.disposition)).toEqual([]);

    const admin = await staffMember(t, StaffRole.platformAdmin);
    const agent = await staffMember(t, StaffRole.customerService);
    const user = await signUp(t);
    const disposition = JSON.stringify([{ shareType: 5, title: 'Open a box with me', enabled: true }]);
    const body = { disposition, inviteReward: '2.5' };
    const url = `/admin/api/airdrop/${InviteModule.blindBox}`;
    expect((await t.call('PUT', url, { token: user.token, body })).status).toBe(403);
    expect((await t.call('PUT', url, { token: agent.token, body })).status).toBe(403);
    expect((await t.call('PUT', url, { body })).status).toBe(401);
    const bad = await t.call('PUT', url, {
      token: admin.token,
      body: { disposition: '{"shareType":1}', inviteReward: '1' },
      lang: 'ru',
    });
    expect(bad.body.code).toBe(ResultCode.airdropDispositionInvalid);
    const tooMuch = await t.call('PUT', url, {
      token: admin.token,
      body: { disposition, inviteReward: '5000' },
    });
    expect(tooMuch.body.code).toBe(ResultCode.airdropRewardInvalid);
    const unknown = await t.call('PUT', '/admin/api/airdrop/42', { token: admin.token, body });
    expect(unknown.body.code).toBe(ResultCode.airdropModuleUnknown);
    expect((await t.call('GET', '/app/airdrop/findByModule', { query: { module: 'x' } })).body.code).toBe(
      ResultCode.airdropModuleUnknown,
    );

    expect((await t.call('PUT', url, { token: admin.token, body })).body.code).toBe(200);
    const after = (
      await t.call('GET', '/app/airdrop/findByModule', { query: { module: InviteModule.blindBox } })
    ).body;
    expect(after.data).toMatchObject({ disposition, inviteReward: '2.5' });
    expect(JSON.parse(after.data.disposition)[0].title).toBe('Open a box with me');
    const audit = await auditOf(t, admin.token, 'airdrop', InviteModule.blindBox);
    expect(audit[0]).toMatchObject({ action: 'airdrop.update', staffId: admin.id, before: null });
    expect(audit[0]!.after).toEqual({ disposition, inviteReward: '2.5' });
    const listed = (await t.call('GET', '/admin/api/airdrop', { token: admin.token })).body.data;
    expect(listed.map((c: { module: number }) => c.module)).toEqual([1, 3, 5, 6]);
    expect((await t.call('GET', '/admin/api/airdrop', { token: agent.token })).status).toBe(403);
  });
});

/** Roubles for the dating deposit. */
async function payer(who: Person) {
  await fund(t, who.id, CurrencyId.RUB, '1000');
}

/** Someone with a blind-box card, so the box has something to draw. */
async function cardHolder() {
  const who = await person(t);
  await publishDatingProfile(t, who.id);
  const res = await t.call('PUT', '/app/blindBox/profile', {
    token: who.token,
    body: {
      nickName: 'Card',
      age: 25,
      height: 170,
      weight: 60,
      location: 'Moscow',
      goals: 'Walks',
      brief: 'Hi',
      media: [await picture(t, who.token)],
    },
  });
  expect(res.status).toBe(200);
}
