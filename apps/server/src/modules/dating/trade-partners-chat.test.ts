import { ResultCode, TRADE_PARTNER_CHAT_DAYS } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { send, sendText } from '../chat/chat.test-support.ts';
import { published as exchangeAd, taken, trader } from '../exchange/exchange.test-support.ts';
import { act as listingStep, listed, ordered } from '../listing-orders/listing-orders.test-support.ts';
import { act as p2pStep, published as p2pRequest } from '../p2p/p2p.test-support.ts';
import { expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { member, publish } from './dating.test-support.ts';

// Issue 28 §4: the parties of a P2P order, an exchange deal or a listing order agree in their chat, whatever
// either one's dating profile asks for a chat.
const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

type Who = { id: number; token: string };
const text = (from: Who, to: Who, content: string) =>
  send(t, { token: from.token, lang: 'en' }, { targetId: to.id, content: { content } });

/** Two users, each with a live dating profile asking a chat price: strangers to each other. */
async function pricedPair(rubles = '1000') {
  const a = await member(t, rubles);
  await publish(t, a.token);
  const b = await member(t, rubles);
  await publish(t, b.token);
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const)
    expect((await text(from, to, 'Before any deal')).body.code).toBe(ResultCode.datingChatNotPaid);
  return [a, b] as const;
}

/** Both ways, a text goes through. */
async function talkFreely(a: Who, b: Who) {
  await sendText(t, a.token, b.id, 'About our deal');
  await sendText(t, b.token, a.id, 'Yes, agreed');
}

/** Moves every order between the two back `days` days, as if it had been closed that long ago. */
async function ageOrders(table: 'p2p_orders' | 'exchange_orders' | 'listing_orders', days: number) {
  await t.db.execute(
    sql`update ${sql.identifier(table)} set updated_at = updated_at - make_interval(days => ${days})`,
  );
}

describe('trade partners write to each other past the paid-chat gate', () => {
  it('a P2P payer and withdrawer, once he responded', async () => {
    const [withdrawer, payer] = await pricedPair();
    const id = await p2pRequest(t, withdrawer, '100');
    // A published request with nobody on it makes no partner.
    expect((await text(payer, withdrawer, 'Interested')).body.code).toBe(ResultCode.datingChatNotPaid);
    expect((await p2pStep(t, payer, 'respond', { id })).body.code).toBe(200);
    await talkFreely(payer, withdrawer);
  });

  it('an exchange ad’s seller and the buyer who took it', async () => {
    const seller = await trader(t, '1000', '0');
    await publish(t, seller.token);
    const buyer = await trader(t, '1000', '50');
    await publish(t, buyer.token);
    expect((await text(buyer, seller, 'Before')).body.code).toBe(ResultCode.datingChatNotPaid);
    const adId = await exchangeAd(t, seller);
    await taken(t, buyer, adId);
    await talkFreely(buyer, seller);
  });

  it('a listing’s buyer and seller, from the unpaid order on, and for 30 days after it closed', async () => {
    const [seller, buyer] = await pricedPair();
    const id = await ordered(t, buyer, await listed(t, seller, '50'));
    expect((await listingStep(t, buyer, 'cancel', { id })).body.code).toBe(200);
    await ageOrders('listing_orders', TRADE_PARTNER_CHAT_DAYS - 1);
    await sendText(t, buyer.token, seller.id, 'Why was it cancelled?');
    // The seller never wrote: past the 30 days the buyer is a stranger again.
    await ageOrders('listing_orders', 2);
    expect((await text(buyer, seller, 'Again?')).body.code).toBe(ResultCode.datingChatNotPaid);
  });

  it('an open order keeps them partners however old it is; a third user stays gated', async () => {
    const [seller, buyer] = await pricedPair();
    const listingId = await listed(t, seller, '50');
    await ordered(t, buyer, listingId);
    await ageOrders('listing_orders', 400);
    await talkFreely(seller, buyer);
    const outsider = await member(t);
    expect((await text(outsider, seller, 'Me too')).body.code).toBe(ResultCode.datingChatNotPaid);
  });

  it('a burst of 20 texts from a fresh buyer all go through, none refused', async () => {
    const [seller, buyer] = await pricedPair('5000');
    await ordered(t, buyer, await listed(t, seller, '50'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => text(buyer, seller, `Burst ${i}`)),
    );
    const codes = answers.map((a) => a.body.code);
    // The burst meets the 5-a-second limit, never the paid-chat gate.
    expect(codes.filter((c) => c === ResultCode.datingChatNotPaid)).toEqual([]);
    expect(codes).toContain(200);
  });
});
