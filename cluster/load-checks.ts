import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger.check.ts';
import { RED_PACKET_EXPIRY_TIMER } from '../apps/server/src/modules/red-packets/red-packet.service.ts';
import type { ChatClient, Sent } from './load-chat.ts';

// What the cluster test asserts once the load stopped (issue 31): each a named check with what it found.

export type Check = { name: string; ok: boolean; detail: string };

export async function query<T = Record<string, any>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every balance of the given users plus the platform's, per currency, as exact decimal text. */
export async function balances(url: string, userIds: number[]) {
  const rows = await query<{ scope: string; currency_id: number; total: string }>(
    url,
    `select case when user_id = any($1::int[]) then 'users' else 'all' end as scope, currency_id,
            sum(available + frozen)::text as total
       from ledger_accounts group by 1, 2
     union all
     select 'everyone', currency_id, sum(available + frozen)::text from ledger_accounts group by 2
     order by 1, 2`,
    [userIds],
  );
  return rows.filter((r) => r.scope !== 'all').map((r) => `${r.scope}:${r.currency_id}=${r.total}`);
}

/** Each acknowledged message reached each of its recipients' sockets once, in order within its conversation. */
export function deliveryCheck(clients: ChatClient[], sent: Sent[]): Check[] {
  const byRecipient = new Map<number, Sent[]>();
  for (const message of sent)
    for (const userId of message.recipients)
      byRecipient.set(userId, [...(byRecipient.get(userId) ?? []), message]);
  let missing = 0;
  let twice = 0;
  let outOfOrder = 0;
  const examples: string[] = [];
  for (const client of clients) {
    const seen = new Map<string, number>();
    for (const r of client.received)
      seen.set(
        `${r.senderUserId}:${r.clientMsgId}`,
        (seen.get(`${r.senderUserId}:${r.clientMsgId}`) ?? 0) + 1,
      );
    for (const message of byRecipient.get(client.person.userId) ?? []) {
      const times = seen.get(`${message.senderUserId}:${message.clientMsgId}`) ?? 0;
      if (times === 0) {
        missing++;
        if (examples.length < 5)
          examples.push(`${message.clientMsgId} never reached user ${client.person.userId}`);
      }
      if (times > 1) twice++;
    }
    // Within a conversation: later on the server is later on the socket, and each sender's messages keep his order.
    const lastTime = new Map<string, number>();
    const lastN = new Map<string, number>();
    for (const r of client.received) {
      const senderKey = `${r.chat}:${r.senderUserId}`;
      if ((lastTime.get(r.chat) ?? -1) >= r.sentTime || (lastN.get(senderKey) ?? 0) >= r.n) {
        outOfOrder++;
        if (examples.length < 5)
          examples.push(`${r.clientMsgId} out of order for user ${client.person.userId}`);
      }
      lastTime.set(r.chat, r.sentTime);
      lastN.set(senderKey, r.n);
    }
  }
  const acked = sent.filter((m) => m.ackedAt).length;
  const deliveries = sent.reduce((sum, m) => sum + m.recipients.length, 0);
  return [
    {
      name: 'every acknowledged message delivered exactly once to every recipient, in order per conversation',
      ok: acked === sent.length && missing === 0 && twice === 0 && outOfOrder === 0,
      detail: `${acked}/${sent.length} acknowledged, ${deliveries} deliveries due: ${missing} missing, ${twice} twice, ${outOfOrder} out of order${examples.length ? ` (${examples.join('; ')})` : ''}`,
    },
  ];
}

export async function storedOnceCheck(url: string, sent: Sent[]): Promise<Check> {
  const [row] = await query<{ stored: string; doubled: string }>(
    url,
    `select count(*)::text as stored,
            (select count(*) from (select 1 from messages where content->>'content' like 'cluster %'
               group by content->>'content' having count(*) > 1) d)::text as doubled
       from messages where content->>'content' like 'cluster %'`,
  );
  const resent = sent.filter((m) => m.attempts > 1).length;
  return {
    name: 'no message stored twice (including those sent again after an unacknowledged try)',
    ok: Number(row!.doubled) === 0 && Number(row!.stored) === sent.length,
    detail: `${row!.stored} stored for ${sent.length} sent (${resent} sent more than once), ${row!.doubled} stored twice`,
  };
}

export function resumeCheck(clients: ChatClient[]): Check {
  const resumes = clients.flatMap((c) => c.resumes.map((r) => r.ms));
  const slow = resumes.filter((ms) => ms > 5000);
  const down = clients.filter((c) => !c.connected).length;
  return {
    name: 'every socket resumed within 5 s of losing its instance',
    ok: slow.length === 0 && down === 0,
    detail: `${resumes.length} resumes, ${slow.length} over 5 s, ${down} sockets not connected at the end`,
  };
}

export async function moneyChecks(url: string, before: string[], after: string[]): Promise<Check[]> {
  const database = await openPostgres(url, 2);
  let ledger: Awaited<ReturnType<typeof checkLedger>>;
  try {
    ledger = await checkLedger(database.db);
  } finally {
    await database.close();
  }
  const packets = await query<{ bad: string; packets: string; claimed: string; expired: string }>(
    url,
    `select count(*) filter (where p.claimed_amount > p.amount or p.claimed_count > p.count
              or s.claims <> p.claimed_count or coalesce(s.claimed, 0) <> p.claimed_amount
              or (p.status = 3 and p.claimed_amount + p.refunded_amount <> p.amount)
              or (p.status = 2 and p.claimed_amount <> p.amount))::text as bad,
            count(*)::text as packets, coalesce(sum(p.claimed_count), 0)::text as claimed,
            count(*) filter (where p.status = 3)::text as expired
       from red_packets p
       left join (select red_packet_id, count(claimer_user_id) as claims,
                         sum(amount) filter (where claimer_user_id is not null) as claimed
                    from red_packet_shares group by 1) s on s.red_packet_id = p.id`,
  );
  const p = packets[0]!;
  return [
    {
      name: 'sum of balances unchanged',
      ok: before.join() === after.join(),
      detail: `before ${before.join(', ')}; after ${after.join(', ')}`,
    },
    {
      name: 'ledger check ok',
      ok: ledger.ok,
      detail: ledger.ok ? 'ok' : ledger.problems.map((x) => `${x.check}: ${x.detail}`).join('; '),
    },
    {
      name: "every red packet's claims within its amount",
      ok: Number(p.bad) === 0,
      detail: `${p.packets} packets, ${p.claimed} shares claimed, ${p.expired} expired and refunded, ${p.bad} wrong`,
    },
  ];
}

/** Timers done, against the runs the instances counted: a timer run twice would count one run more. */
export async function timersCheck(url: string, runsCounted: number): Promise<Check> {
  const [row] = await query<{ done: string; due: string; failed: string }>(
    url,
    `select count(*) filter (where done_at is not null)::text as done,
            count(*) filter (where done_at is null and due_at <= now() + interval '24 hours')::text as due,
            count(*) filter (where attempts > 0)::text as failed
       from timers where kind = $1`,
    [RED_PACKET_EXPIRY_TIMER],
  );
  return {
    name: 'no timer ran twice',
    ok: Number(row!.done) === runsCounted && Number(row!.due) === 0 && Number(row!.done) > 0,
    detail: `${row!.done} expiry timers done, ${runsCounted} runs counted by the instances, ${row!.due} still due, ${row!.failed} with a failed try`,
  };
}
