import { DnaOrderState, FlowType } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sendText } from '../chat/chat.test-support.ts';
import { useWalletTestApp } from '../wallet/wallet.test-support.ts';
import { type Person, person, rubOf, staffMember } from '../vip-dating/vip-dating.test-support.ts';
import { orderForm, orderedAndAgreed, PROGRAM_EXE, placeOrder, uploadReport } from './dna.test-support.ts';

const t = useWalletTestApp();

const ordersOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from dna_orders where user_id = ${userId}`,
    )
  )[0]!.n;

const staffCall = (staff: Person, path: string, body: Record<string, unknown>) =>
  t.call('POST', `/admin/api/dna/${path}`, { token: staff.token, lang: 'en', body });

describe('DNA order: the form', () => {
  it('refuses age 17, 16 candidates, a wrong phone, a stale price and a program renamed .pdf/.jpg; nothing changes', async () => {
    const who = await person(t, { rubles: '1000' });
    const report = await uploadReport(t, who);
    const bad: [Record<string, unknown>, number][] = [
      [{ age: 17 }, 18200],
      [{ age: 76 }, 18200],
      [{ candidateCount: 16, price: '1600' }, 18201],
      [{ candidateCount: 0 }, 18201],
      [{ phone: '12345' }, 18202],
      [{ areaCode: '+86', phone: '0000000' }, 18202],
      [{ areaCode: '+1' }, 18202],
    ];
    for (const [changes, code] of bad) {
      const res = await placeOrder(t, who, orderForm(report, changes));
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.body.code, JSON.stringify(changes)).toBe(code);
      expect(res.body.msg).toBeTruthy();
    }
    for (const name of ['report.pdf', 'photo.jpg']) {
      const exe = await uploadReport(t, who, PROGRAM_EXE, name);
      const res = await placeOrder(t, who, orderForm(exe));
      expect(res.body.code).toBe(18203);
      expect(res.body.msg).toContain('PDF');
    }
    const other = await person(t);
    const othersReport = await uploadReport(t, other);
    expect((await placeOrder(t, who, orderForm(othersReport))).body.code).toBe(18203);
    const stale = await placeOrder(t, who, orderForm(report, { price: '150' }));
    expect(stale.body.code).toBe(18205);
    expect(stale.body.msg).toContain('200');
    expect(await ordersOf(who.id)).toBe(0);
    expect(await rubOf(t, who.id)).toEqual({ available: '1000', frozen: '0' });
  });

  it('without money: insufficient balance, no order', async () => {
    const who = await person(t, { rubles: '50' });
    const res = await placeOrder(t, who, orderForm(await uploadReport(t, who)));
    expect(res.body.code).toBe(11001);
    expect(await ordersOf(who.id)).toBe(0);
  });

  it('holds the price once per Idempotency-Key; VIP is the cheaper plan; +86 phones pass', async () => {
    const who = await person(t, { rubles: '1000' });
    const report = await uploadReport(t, who);
    const price = await t.call('GET', '/app/dna/price', { token: who.token });
    expect(price.body.data).toMatchObject({ standard: '100', vip: '70' });
    const body = orderForm(report, { plan: 'vip', price: '140', areaCode: '+86', phone: '13800138000' });
    const same = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, who, body, 'dna-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(same[0]!.body.data).toMatchObject({
      state: DnaOrderState.pending,
      plan: 'vip',
      price: '140',
      pricePerCandidate: '70',
      attachmentName: 'report.pdf',
      candidates: [],
    });
    expect(await rubOf(t, who.id)).toEqual({ available: '860', frozen: '140' });
    expect((await placeOrder(t, who, { ...body, region: 'Omsk' }, 'dna-key-1')).body.code).toBe(11005);
    // A picture of a paper report is a report too.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const photo = await uploadReport(t, who, jpeg, 'scan.jpg');
    expect((await placeOrder(t, who, orderForm(photo))).status).toBe(200);
  });
});

describe('DNA order: staff match it', () => {
  it('pending → matching → candidates → matched: captures the delivered share, releases the rest, chat opens', async () => {
    const staff = await staffMember(t);
    const orderer = await person(t, { rubles: '1000' });
    const anna = await person(t, { rubles: '100' });
    const olga = await person(t, { rubles: '100' });
    const shy = await person(t, { rubles: '100' });
    await orderedAndAgreed(t, anna, { sex: 2, name: 'Anna', age: 27, region: 'Moscow' });
    await orderedAndAgreed(t, olga, { sex: 2, name: 'Olga', age: 29 });
    await orderedAndAgreed(t, shy, { sex: 2, agreeToBeCandidate: false });
    const placed = await placeOrder(
      t,
      orderer,
      orderForm(await uploadReport(t, orderer), { candidateCount: 3, price: '300' }),
    );
    const id = placed.body.data.id as number;

    // Not before matching starts; the user may not take staff's steps.
    expect((await staffCall(staff, 'candidates', { id, userId: anna.id })).body.code).toBe(18204);
    expect((await staffCall(orderer, 'start-matching', { id })).status).toBe(403);
    expect((await staffCall(staff, 'start-matching', { id })).body.data.state).toBe(DnaOrderState.matching);
    expect(
      (await t.call('POST', '/app/dna/order/cancel', { token: orderer.token, body: { id } })).body.code,
    ).toBe(18204);
    expect((await staffCall(staff, 'mark-matched', { id })).body.code).toBe(18208);

    const possible = await t.call('GET', `/admin/api/dna/orders/${id}/possible-candidates`, {
      token: staff.token,
    });
    const ids = possible.body.data.map((c: { userId: number }) => c.userId);
    expect(ids).toContain(anna.id);
    expect(ids).toContain(olga.id);
    expect(ids).not.toContain(shy.id);
    expect(ids).not.toContain(orderer.id);
    for (const bad of [shy.id, orderer.id, 999_999])
      expect((await staffCall(staff, 'candidates', { id, userId: bad })).body.code).toBe(18206);
    await staffCall(staff, 'candidates', { id, userId: anna.id });
    expect((await staffCall(staff, 'candidates', { id, userId: anna.id })).body.code).toBe(18206);
    const added = await staffCall(staff, 'candidates', { id, userId: olga.id });
    expect(added.body.data.candidates).toHaveLength(2);

    // 20 presses at once: one capture of the two delivered (200), the third's 100 back.
    const presses = await Promise.all(
      Array.from({ length: 20 }, () => staffCall(staff, 'mark-matched', { id })),
    );
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(presses.filter((r) => r.status !== 200).every((r) => r.body.code === 18204)).toBe(true);
    expect(await rubOf(t, orderer.id)).toEqual({ available: '800', frozen: '0' });
    const captures = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from journal_transactions where reference = ${`dnaOrder:${id}`} and kind = 'dnaOrderMatched'`,
    );
    expect(captures[0]!.n).toBe(1);

    const mine = await t.call('GET', `/app/dna/order/${id}`, { token: orderer.token });
    expect(mine.body.data).toMatchObject({ state: DnaOrderState.matched, captured: '200', released: '100' });
    const anne = mine.body.data.candidates.find((c: { userId: number }) => c.userId === anna.id);
    expect(anne).toMatchObject({ name: 'Anna', age: 27, region: 'Moscow', sex: 2 });
    expect(JSON.stringify(mine.body.data.candidates)).not.toContain('9161234567');
    const flows = await t.call('GET', '/app/flow/list', { token: orderer.token, query: { pageSize: 50 } });
    expect(
      flows.body.rows
        .filter((f: { type: number }) => f.type === FlowType.dnaOrderRefund)
        .map((f: { amount: string }) => Number(f.amount)),
    ).toEqual([100]);

    // The pair write to each other in a private chat.
    await sendText(t, orderer.token, anna.id, 'Hello Anna');
    await sendText(t, anna.token, orderer.id, 'Hello');
  });

  it("refuses other users' order ids and lets the user cancel only while pending (all back)", async () => {
    const owner = await person(t, { rubles: '500' });
    const stranger = await person(t);
    const placed = await placeOrder(t, owner, orderForm(await uploadReport(t, owner)));
    const id = placed.body.data.id as number;
    expect((await t.call('GET', `/app/dna/order/${id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await t.call('POST', '/app/dna/order/cancel', { token: stranger.token, body: { id } })).status,
    ).toBe(404);
    const list = await t.call('GET', '/app/dna/order/list', { token: stranger.token });
    expect(list.body.data).toEqual([]);
    const cancelled = await t.call('POST', '/app/dna/order/cancel', { token: owner.token, body: { id } });
    expect(cancelled.body.data).toMatchObject({ state: DnaOrderState.cancelled, released: '200' });
    expect(await rubOf(t, owner.id)).toEqual({ available: '500', frozen: '0' });
    const again = await t.call('POST', '/app/dna/order/cancel', { token: owner.token, body: { id } });
    expect(again.body.code).toBe(18204);
  });

  it('staff cancel an order in matching: all back, once', async () => {
    const staff = await staffMember(t);
    const owner = await person(t, { rubles: '500' });
    const placed = await placeOrder(t, owner, orderForm(await uploadReport(t, owner)));
    const id = placed.body.data.id as number;
    await staffCall(staff, 'start-matching', { id });
    const res = await Promise.all(Array.from({ length: 5 }, () => staffCall(staff, 'cancel', { id })));
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await rubOf(t, owner.id)).toEqual({ available: '500', frozen: '0' });
  });
});
