import { StaffRole, WALLET_TAB_RECENT_DAYS } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { conversationsOf, send, sendText } from '../chat/chat.test-support.ts';
import { groupCall, signUp } from '../groups/groups.test-support.ts';
import {
  act,
  member,
  PAY_PASSWORD,
  proofBody,
  published,
  screenshot,
  type Who,
} from '../p2p/p2p.test-support.ts';

// The chat list's wallet tab (issue 32): a deal counterparty's private chat is the wallet's while the deal is open or
// recent; the wallet support group is the wallet's; the tab's badge counts exactly those chats' unread.

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const infoOf = async (who: Who, targetId: number) =>
  (await conversationsOf(t, who.token)).find((c) => c.targetId === String(targetId))?.info;
const unreadOf = async (who: Who) =>
  (await t.call('GET', '/app/chat/unread', { token: who.token })).body.data;

/** The order's last step moved into the past (sessions would expire if the clock moved weeks instead). */
const lastStepDaysAgo = (id: number, days: number) =>
  t.db.execute(
    sql`update p2p_orders set updated_at = ${new Date(t.clock.now().getTime() - days * DAY).toISOString()}::timestamptz where id = ${id}`,
  );

let agent: Who;
beforeAll(async () => {
  agent = await signUp(t);
  await t.app.services.users.setStaffRole(agent.id, StaffRole.customerService);
});

describe('the wallet tab', () => {
  it('holds the P2P counterparty chat while the order is open and for 30 days after, then gives it back', async () => {
    const withdrawer = await member(t, '1000');
    const payer = await member(t);
    const friend = await signUp(t);
    await sendText(t, friend.token, withdrawer.id, 'hi');
    const id = await published(t, withdrawer, '100');
    // A published request nobody took has no counterparty yet.
    expect(await infoOf(withdrawer, payer.id)).toBeUndefined();

    expect((await act(t, payer, 'respond', { id })).body.code).toBe(200);
    expect(await infoOf(withdrawer, payer.id)).toEqual({ moduleType: 8 });
    expect(await infoOf(payer, withdrawer.id)).toEqual({ moduleType: 8 });
    expect(await infoOf(withdrawer, friend.id)).toEqual({ moduleType: 0 });
    // The order card the payer's step posted is unread for the withdrawer, in the wallet tab, not messages.
    expect(await unreadOf(withdrawer)).toMatchObject({ messages: 1, wallet: 1, dating: 0, total: 2 });

    // Paid, waiting for the withdrawer's confirmation (no deadline runs then, unlike the payer's window to pay, which
    // the app's timer poller would end once the clock moves): an open deal keeps its chat however old.
    const proof = proofBody(id, await screenshot(t, payer));
    expect((await act(t, payer, 'proof', proof)).body.code).toBe(200);
    await lastStepDaysAgo(id, 40);
    t.clock.advance(DAY);
    expect(await infoOf(withdrawer, payer.id)).toEqual({ moduleType: 8 });

    const done = await act(t, withdrawer, 'confirm', { id, payPassword: PAY_PASSWORD });
    expect(done.body).toMatchObject({ code: 200, data: { state: 20 } });

    // The window counts whole days: on the 30th day after the last step it is still there, on the 31st gone — with
    // no write at all, only the day moving (the kept chat list is kept by the day).
    await lastStepDaysAgo(id, WALLET_TAB_RECENT_DAYS - 1);
    t.clock.advance(DAY);
    expect(await infoOf(withdrawer, payer.id)).toEqual({ moduleType: 8 });
    t.clock.advance(DAY);
    expect(await infoOf(withdrawer, payer.id)).toEqual({ moduleType: 0 });
    const after = await unreadOf(withdrawer);
    expect(after.wallet).toBe(0);
    expect(after.messages).toBeGreaterThan(1);
    expect(after.total).toBe(after.messages);
  });

  it('holds the wallet support group and counts its unread once', async () => {
    const customer = await signUp(t);
    const assigned = await groupCall(t, 'GET', '/app/ol/customerUser/assign', customer, { moduleType: 6 });
    expect(assigned.body.data.imUserId).toBe(agent.id);
    const open = (responsibleModule: number, groupName: string) =>
      groupCall(t, 'POST', '/app/group/add/module', customer, {
        groupName,
        memberIds: [agent.id],
        moduleType: 6,
        responsibleModule,
      });
    const dating = (await open(1, 'Dating help')).body.data;
    const wallet = (await open(8, 'Wallet help')).body.data;
    expect(await infoOf(customer, wallet.groupId)).toEqual({ moduleType: 6, responsibleModule: 8 });
    expect(await infoOf(customer, dating.groupId)).toEqual({ moduleType: 6 });

    const say = (groupId: number, text: string) =>
      send(
        t,
        { token: agent.token },
        { conversationType: 3, targetId: String(groupId), content: { content: text } },
      );
    expect((await say(dating.groupId, 'dating answer')).body).toMatchObject({ code: 200 });
    t.clock.advance(1000);
    expect((await say(wallet.groupId, 'wallet answer')).body.code).toBe(200);
    // The newest customer-service group is the wallet's: counted in its tab, not a second time in the badge.
    expect(await unreadOf(customer)).toMatchObject({ messages: 0, wallet: 1, customerService: 0, total: 1 });
    t.clock.advance(1000);
    expect((await say(dating.groupId, 'again')).body.code).toBe(200);
    expect(await unreadOf(customer)).toMatchObject({ wallet: 1, customerService: 2, total: 3 });
  });
});
