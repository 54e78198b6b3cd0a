import { ConversationType, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { idempotencyKey, request, type Tally } from './api.ts';
import { CURRENCY, type Group, PAY_PASSWORD, type Person } from './load-world.ts';
import { sleep } from './processes.ts';

// The money side of the cluster test: clients through HAProxy making transfers to each other, sending red packets
// into their group and claiming each other's, every call with an Idempotency-Key and repeated with the same key until
// it gets an answer from the service (a 5xx or a lost connection is repeated; a refusal is an answer).

export type MoneyCounts = {
  transfers: number;
  /** Refusals by result code (a business answer, not a failure). */
  transfersRefused: Map<number, number>;
  packetsSent: number;
  claims: number;
  claimsRefused: Map<number, number>;
  /** Calls that got no answer from the service after every repeat. */
  unanswered: string[];
};

export const newMoneyCounts = (): MoneyCounts => ({
  transfers: 0,
  transfersRefused: new Map(),
  packetsSent: 0,
  claims: 0,
  claimsRefused: new Map(),
  unanswered: [],
});

/** One money call, repeated under the same key while the service gives no answer (5xx other than a refusal). */
async function call(
  tally: Tally,
  base: string,
  path: string,
  body: unknown,
  person: Person,
  counts: MoneyCounts,
) {
  const key = idempotencyKey();
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request(tally, base, 'POST', path, {
      body,
      token: person.token,
      headers: { [IDEMPOTENCY_HEADER]: key },
    }).catch(() => undefined);
    if (answer?.fromInstance && answer.status < 500) return answer.body as { code: number; data: any };
    await sleep(200);
  }
  counts.unanswered.push(`${path} ${JSON.stringify(body)}`);
  return undefined;
}

/** Red packets sent into each group and not yet tried by each member: the queue of what to claim. */
export type PacketBoard = Map<number, number[]>;

export async function moneyLoop(
  base: string,
  me: Person,
  group: Group,
  board: PacketBoard,
  everyMs: number,
  running: () => boolean,
  tally: Tally,
  counts: MoneyCounts,
) {
  const others = group.members.filter((m) => m.userId !== me.userId);
  await sleep(Math.random() * everyMs);
  while (running()) {
    const pending = board.get(me.userId) ?? [];
    const roll = Math.random();
    if (pending.length && roll < 0.35) {
      const id = pending.shift()!;
      const answer = await call(tally, base, '/app/redPacket/claim', { id }, me, counts);
      if (answer?.code === 200) counts.claims++;
      else if (answer)
        counts.claimsRefused.set(answer.code, (counts.claimsRefused.get(answer.code) ?? 0) + 1);
    } else if (roll < 0.55) {
      const answer = await call(
        tally,
        base,
        '/app/redPacket',
        {
          conversationType: ConversationType.group,
          targetId: String(group.groupId),
          currencyId: CURRENCY,
          amount: '1.00',
          count: 5,
          split: 'lucky',
          greeting: 'cluster',
          payPassword: PAY_PASSWORD,
        },
        me,
        counts,
      );
      if (answer?.code === 200) {
        counts.packetsSent++;
        for (const other of others)
          board.set(other.userId, [...(board.get(other.userId) ?? []), answer.data.id]);
      }
    } else {
      const to = others[Math.floor(Math.random() * others.length)]!;
      // 1.00–3.00: a transfer is at least one unit of its currency.
      const cents = 100 + Math.floor(Math.random() * 201);
      const answer = await call(
        tally,
        base,
        '/app/transfer',
        {
          userId: to.userId,
          currencyId: CURRENCY,
          amount: (cents / 100).toFixed(2),
          payPassword: PAY_PASSWORD,
        },
        me,
        counts,
      );
      if (answer?.code === 200) counts.transfers++;
      else if (answer)
        counts.transfersRefused.set(answer.code, (counts.transfersRefused.get(answer.code) ?? 0) + 1);
    }
    await sleep(everyMs / 2 + Math.random() * everyMs);
  }
}
