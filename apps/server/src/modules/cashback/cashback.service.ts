import {
  CASHBACK_MONTHLY_CAP_KEY,
  type CashbackBudgetVo,
  type CashbackFlagsQuery,
  type CashbackFlagVo,
  type CashbackFundBody,
  type CashbackLinkReason,
  type CashbackOutcome,
  CurrencyId,
  FlowDirection,
  FlowStatus,
  FlowType,
  SYSTEM_CONFIG_KEYS,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { currencyCodeOf, fromUnits, plainAmount, toUnits } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { systemRepository } from '../system/system.repository.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import { linksBetween } from './cashback.links.ts';

/** Cashback is paid in VLN from the platform's `cashback` account: the budget staff fund. */
const VLN = CurrencyId.VLN;
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** The calendar month of `at` in Moscow ('YYYY-MM'); Moscow keeps UTC+3 all year. */
export const moscowMonthOf = (at: Date) =>
  new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 7);

const min = (...values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));

/** An order the cashback is decided for: its id names the ledger call, so it is paid once. */
export type CashbackOrder = { id: number; buyerId: number; sellerId: number; cashback: string };
export type CashbackGrant = { granted: string; outcome: CashbackOutcome; links: CashbackLinkReason[] };

/**
 * The cashback budget and its rules (issue 28 §1). `grant` runs in the completing order's transaction, under the
 * order's lock: no cashback between linked accounts; otherwise at most what is left of the buyer's monthly cap
 * (its row locked) and of the budget (its ledger row locked — the first ledger account the transaction touches, so
 * completions queue on it instead of deadlocking), posted budget → buyer in one ledger call keyed by the order.
 */
export function createCashbackService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  others: { ledger: LedgerService; flows: FlowsService; audit: AuditService },
) {
  const { db } = deps.database;
  const { ledger, flows, audit } = others;
  const budgetAccount = (tx: Db) => ledger.platformAccount('cashback', VLN, tx);

  /** The cap as staff set it, read in `tx` (a setting read outside would wait for this transaction on PGlite). */
  async function capIn(tx: Db): Promise<bigint> {
    const { schema, defaultValue } = SYSTEM_CONFIG_KEYS[CASHBACK_MONTHLY_CAP_KEY];
    const parsed = schema.safeParse((await systemRepository.configValue(tx, CASHBACK_MONTHLY_CAP_KEY)) ?? '');
    return toUnits(parsed.success ? parsed.data : defaultValue);
  }

  async function lockMonth(tx: Db, userId: number, month: string): Promise<bigint> {
    await tx.execute(
      sql`insert into cashback_months (user_id, month, paid) values (${userId}, ${month}, 0) on conflict do nothing`,
    );
    const [row] = await queryRows<{ paid: string }>(
      tx,
      sql`select paid::text from cashback_months where user_id = ${userId} and month = ${month} for update`,
    );
    return toUnits(row!.paid);
  }

  async function lockBudget(tx: Db): Promise<{ account: number; available: bigint }> {
    const account = await budgetAccount(tx);
    const [row] = await queryRows<{ available: string }>(
      tx,
      sql`select available::text from ledger_accounts where id = ${account} for update`,
    );
    return { account, available: toUnits(row!.available) };
  }

  /** GET /admin/api/cashback/budget */
  async function budget(): Promise<CashbackBudgetVo> {
    const account = await budgetAccount(db);
    const [row] = await queryRows<{ available: string; paid: string }>(
      db,
      sql`select (select available::text from ledger_accounts where id = ${account}) as available,
                   (select coalesce(sum(paid), 0)::text from cashback_months
                     where month = ${moscowMonthOf(deps.clock.now())}) as paid`,
    );
    return {
      currencyId: VLN,
      balance: plainAmount(row!.available),
      paidThisMonth: plainAmount(row!.paid),
      monthlyCap: plainAmount(fromUnits(await capIn(db))),
    };
  }

  return {
    async grant(tx: Db, order: CashbackOrder): Promise<CashbackGrant> {
      const due = toUnits(order.cashback);
      if (due <= 0n) return { granted: '0', outcome: 'none', links: [] };
      const now = deps.clock.now();
      const links = await linksBetween(tx, order.buyerId, order.sellerId, now);
      if (links.length > 0) return { granted: '0', outcome: 'linked', links };
      const month = moscowMonthOf(now);
      const paid = await lockMonth(tx, order.buyerId, month);
      const room = (await capIn(tx)) - paid;
      const budget = await lockBudget(tx);
      const allowed = min(due, room < 0n ? 0n : room);
      const pay = min(allowed, budget.available);
      // Short of the due: the budget's fault when it could not cover what the cap allowed, else the cap's.
      const outcome: CashbackOutcome =
        pay === due ? 'paid' : budget.available < allowed ? 'budgetEmpty' : 'capped';
      if (pay <= 0n) return { granted: '0', outcome, links: [] };
      const amount = fromUnits(pay);
      const { txId } = await ledger.post(
        {
          kind: 'reward:cashback',
          reference: `listingOrder:${order.id}`,
          legs: [
            { account: budget.account, amount: `-${amount}` },
            { account: await ledger.accountFor(order.buyerId, VLN, tx), amount },
          ],
          idempotency: { scope: 'reward:cashback', key: `listingOrder:${order.id}`, request: { amount } },
        },
        tx,
      );
      await tx.execute(
        sql`update cashback_months set paid = paid + ${amount}::numeric
            where user_id = ${order.buyerId} and month = ${month}`,
      );
      await flows.createFlow(
        {
          userId: order.buyerId,
          type: FlowType.cashback,
          direction: FlowDirection.in,
          status: FlowStatus.completed,
          currencyId: VLN,
          amount,
          remark: 'cashback',
          relatedType: 'reward:cashback',
          relatedId: order.id,
          txId,
        },
        tx,
      );
      return { granted: amount, outcome, links: [] };
    },

    budget,

    /**
     * POST /admin/api/cashback/budget/fund: VLN issued into the budget (the platform float pays, as for a top-up),
     * audited with the reason, once per (staff member, Idempotency-Key).
     */
    async fund(staffId: number, body: CashbackFundBody, idemKey: string): Promise<CashbackBudgetVo> {
      await db.transaction(async (tx) => {
        const { account } = await lockBudget(tx);
        const float = await ledger.platformAccount('topup_float', VLN, tx);
        const result = await ledger.post(
          {
            kind: 'cashbackFund',
            reference: `staff:${staffId}`,
            legs: [
              { account: float, amount: `-${body.amount}` },
              { account, amount: body.amount },
            ],
            idempotency: { scope: `cashbackFund:${staffId}`, key: idemKey, request: body },
          },
          tx,
        );
        if (result.replayed) return;
        await audit.record(tx, {
          staffId,
          action: 'cashback.fund',
          objectType: 'cashbackBudget',
          objectId: account,
          before: {},
          after: { amount: plainAmount(body.amount), reason: body.reason },
        });
      });
      return budget();
    },

    /** The demo world's funding (seed/demo-listing-orders.ts): once ever, whatever the amount; never from a route. */
    async seedFund(amount: string) {
      const account = await budgetAccount(db);
      const float = await ledger.platformAccount('topup_float', VLN);
      await ledger.post({
        kind: 'cashbackFund',
        reference: 'seed',
        legs: [
          { account: float, amount: `-${amount}` },
          { account, amount },
        ],
        idempotency: { scope: 'cashbackFund:seed', key: 'demo', request: {} },
      });
    },

    /** GET /admin/api/cashback/flags: completed orders whose parties are linked, newest first. */
    async flags(query: CashbackFlagsQuery): Promise<{ rows: CashbackFlagVo[]; total: number }> {
      const offset = (query.pageNum - 1) * query.pageSize;
      const rows = await queryRows<{
        id: number;
        buyer_id: number;
        buyer_name: string;
        seller_id: number;
        seller_name: string;
        title: string;
        price: string;
        currency_id: number;
        cashback: string;
        links: string[];
        updated_at: string | Date;
        total: number;
      }>(
        db,
        sql`select o.id, o.buyer_id, b.user_name as buyer_name, o.seller_id, s.user_name as seller_name,
                   o.snapshot->>'title' as title, o.price::text, o.currency_id, o.cashback::text,
                   o.cashback_links as links, o.updated_at, count(*) over ()::int as total
              from listing_orders o
              left join users b on b.id = o.buyer_id
              left join users s on s.id = o.seller_id
             where o.cashback_outcome = 'linked'
             order by o.id desc limit ${query.pageSize} offset ${offset}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.map((r) => ({
          orderId: r.id,
          buyerId: r.buyer_id,
          buyerName: r.buyer_name ?? '',
          sellerId: r.seller_id,
          sellerName: r.seller_name ?? '',
          title: r.title ?? '',
          price: plainAmount(r.price),
          currencyCode: currencyCodeOf(r.currency_id),
          cashback: plainAmount(r.cashback),
          reasons: r.links as CashbackLinkReason[],
          completedAt: new Date(r.updated_at).toISOString(),
        })),
      };
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;
