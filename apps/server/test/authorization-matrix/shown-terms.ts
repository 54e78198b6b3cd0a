import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { Cell } from './matrix.ts';

// The terms each purchase or take carries (issue 28), read as the caller's screen would show them.

/** An exchange ad's amount and rate. */
export async function adTerms(c: Cell, id: number) {
  const [row] = await queryRows<{ payAmount: string; rate: string }>(
    c.t.db,
    sql`select pay_amount::text as "payAmount", rate::text as rate from exchange_ads where id = ${id}`,
  );
  return row!;
}

/** A P2P request's amount and rate. */
export async function p2pTerms(c: Cell, id: number) {
  const [row] = await queryRows<{ payAmount: string; rate: string }>(
    c.t.db,
    sql`select pay_amount::text as "payAmount", rate from p2p_orders where id = ${id}`,
  );
  return row!;
}

/** A listing's order quote (asked by `buyerId`, who is not its seller). */
export async function listingTerms(c: Cell, buyerId: number, listingId: number) {
  const q = await c.t.app.services.listingOrders.quote(buyerId, { listingId, secureDeal: true });
  return { price: q.price, fee: q.fee };
}

/** A dating profile's album (kind 1) or chat (kind 2) price, as its owner's checkMoney shows it. */
export async function datingTerms(c: Cell, ownerId: number, profileId: number, kind: 1 | 2) {
  const q = await c.t.app.services.dating.purchases.check(ownerId, profileId, kind);
  return { price: q.price, fee: q.fee };
}

/** The OTC desk's rate and the fee on `amount`, as the sell form shows them. */
export async function otcTerms(c: Cell, userId: number, from: number, to: number, amount: string) {
  const { rate } = await c.t.app.services.wallet.currency.rate(from, to);
  const { fee } = await c.t.app.services.exchange.checkMoney(userId, from, amount);
  return { rate, fee };
}
