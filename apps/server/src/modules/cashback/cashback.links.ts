import { CASHBACK_LINK_DAYS, type CashbackLinkReason } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * Why two accounts count as one person's, from what the platform already records (SECURITY.md "Linked accounts"):
 * a login (session) from the same address or a page visit from the same device id within CASHBACK_LINK_DAYS, a bank
 * card or phone named on both sides' P2P orders (as payee or in a payer's proof; digits compared), an invite link
 * either way. Empty when none holds. Top-up requests carry no payer account, only a proof picture.
 */
export async function linksBetween(db: Db, a: number, b: number, now: Date): Promise<CashbackLinkReason[]> {
  const since = new Date(now.getTime() - CASHBACK_LINK_DAYS * DAY_MS).toISOString();
  const [row] = await queryRows<{
    same_address: boolean;
    same_device: boolean;
    shared_payment: boolean;
    invite: boolean;
  }>(
    db,
    sql`with pay as (
          select withdrawer_id as user_id, payee_card_number as acct from p2p_orders
            where withdrawer_id in (${a}, ${b})
          union all select withdrawer_id, payee_phone from p2p_orders where withdrawer_id in (${a}, ${b})
          union all select payer_id, proof_card_number from p2p_orders where payer_id in (${a}, ${b})
          union all select payer_id, proof_phone from p2p_orders where payer_id in (${a}, ${b})
        ), accts as (
          select distinct user_id, regexp_replace(coalesce(acct, ''), '\\D', '', 'g') as acct from pay
        )
        select
          exists (select 1 from sessions x join sessions y on y.ip = x.ip
                   where x.user_id = ${a} and y.user_id = ${b} and x.ip <> ''
                     and x.created_at >= ${since}::timestamptz and y.created_at >= ${since}::timestamptz) as same_address,
          exists (select 1 from page_visits x join page_visits y on y.device_id = x.device_id
                   where x.user_id = ${a} and y.user_id = ${b} and coalesce(x.device_id, '') <> ''
                     and x.created_at >= ${since}::timestamptz and y.created_at >= ${since}::timestamptz) as same_device,
          exists (select 1 from accts x join accts y on y.acct = x.acct
                   where x.user_id = ${a} and y.user_id = ${b} and length(x.acct) >= 6) as shared_payment,
          exists (select 1 from invite_records
                   where (invitee_id = ${a} and inviter_id = ${b}) or (invitee_id = ${b} and inviter_id = ${a}))
            as invite`,
  );
  const reasons: CashbackLinkReason[] = [];
  if (row?.same_address) reasons.push('sameAddress');
  if (row?.same_device) reasons.push('sameDevice');
  if (row?.shared_payment) reasons.push('sharedPaymentAccount');
  if (row?.invite) reasons.push('invite');
  return reasons;
}
