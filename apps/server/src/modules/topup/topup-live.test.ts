import { TOPUP_EVENT_TYPE, TopUpStatus } from '@volna/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { userChannel } from '../auth/session.service.ts';
import { eventsOf } from '../chat/chat.test-support.ts';
import { admin, expectLedgerIntact, startTopUp, uploadReceipt, walletUser } from './topup.test-support.ts';

/** Monday 12:00 in Moscow: top-ups are open. */
const MONDAY = new Date('2026-11-23T09:00:00Z');

const t = useTestApp();
beforeAll(async () => {
  t.clock.set(MONDAY);
});
afterEach(() => expectLedgerIntact(t));

/** The top-up events in a user's stored log. */
const topUpEvents = async (userId: number) =>
  (await eventsOf(t, userId)).filter((e) => e.type === TOPUP_EVENT_TYPE);

/** Every notice published on a user's live channel from now on, as his open sockets would hear them. */
async function listenLive(userId: number) {
  const heard: Array<{ type: string; seq: number; event: { type: string } }> = [];
  const stop = await t.bus.subscribe(userChannel(userId), (notice) => heard.push(notice as never));
  return {
    topUps: () => heard.filter((n) => n.type === 'event' && n.event.type === TOPUP_EVENT_TYPE),
    stop,
  };
}

/** The bus hands notices over after the publisher's turn; this lets any pending ones arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function topUpAwaitingStaff(token: string) {
  const res = await startTopUp(t, token, { bankCode: 'vtb', amount: '250' });
  const { id } = res.body.data as { id: number };
  const proofUrl = await uploadReceipt(t, token);
  await t.call('POST', '/app/topup/proof', { token, body: { id, proofUrl } });
  return id;
}

describe('a staff decision reaches the top-up owner live', () => {
  it('confirming stores one event for the owner and publishes it; a repeated confirm adds none; others hear nothing', async () => {
    const owner = await walletUser(t);
    const bystander = await walletUser(t);
    const staff = await admin(t);
    const id = await topUpAwaitingStaff(owner.token);
    expect(await topUpEvents(owner.id)).toEqual([]);
    const ownerLive = await listenLive(owner.id);
    const bystanderLive = await listenLive(bystander.id);
    const staffLive = await listenLive(staff.id);

    const first = await t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id } });
    expect(first.body.data.status).toBe(TopUpStatus.confirmed);
    const again = await t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id } });
    expect(again.body.data.status).toBe(TopUpStatus.confirmed);
    await settle();

    const stored = await topUpEvents(owner.id);
    expect(stored).toEqual([{ type: TOPUP_EVENT_TYPE, topUpId: id, status: TopUpStatus.confirmed }]);
    expect(ownerLive.topUps().map((n) => n.event)).toEqual(stored);
    expect(bystanderLive.topUps()).toEqual([]);
    expect(staffLive.topUps()).toEqual([]);
    expect(await topUpEvents(bystander.id)).toEqual([]);
    expect(await topUpEvents(staff.id)).toEqual([]);
    await Promise.all([ownerLive.stop(), bystanderLive.stop(), staffLive.stop()]);
  });

  it('five confirms at the same moment still tell the owner once', async () => {
    const owner = await walletUser(t);
    const staff = await admin(t);
    const id = await topUpAwaitingStaff(owner.token);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id } }),
      ),
    );
    expect(await topUpEvents(owner.id)).toEqual([
      { type: TOPUP_EVENT_TYPE, topUpId: id, status: TopUpStatus.confirmed },
    ]);
  });

  it('rejecting tells the owner once with the rejected status; a refused confirm afterwards tells nobody', async () => {
    const owner = await walletUser(t);
    const bystander = await walletUser(t);
    const staff = await admin(t);
    const id = await topUpAwaitingStaff(owner.token);
    const ownerLive = await listenLive(owner.id);

    const body = { id, reason: 'No such payment' };
    await t.call('POST', '/admin/api/topup/reject', { token: staff.token, body });
    await t.call('POST', '/admin/api/topup/reject', { token: staff.token, body });
    const late = await t.call('POST', '/admin/api/topup/confirm', { token: staff.token, body: { id } });
    expect(late.body.success).toBe(false);
    await settle();

    const stored = await topUpEvents(owner.id);
    expect(stored).toEqual([{ type: TOPUP_EVENT_TYPE, topUpId: id, status: TopUpStatus.rejected }]);
    expect(ownerLive.topUps().map((n) => n.event)).toEqual(stored);
    expect(await topUpEvents(bystander.id)).toEqual([]);
    await ownerLive.stop();
  });

  it("the owner's own receipt upload is not a decision and sends no top-up event", async () => {
    const owner = await walletUser(t);
    await topUpAwaitingStaff(owner.token);
    expect(await topUpEvents(owner.id)).toEqual([]);
  });
});
