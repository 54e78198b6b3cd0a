/**
 * The ledger's operations as data, run one at a time (one call of its stored function) or by group commit: calls
 * made without an outer transaction that arrive together go to the database as ONE call of ledger_batch (migration
 * 0012), which locks every hold and account of the batch in id order and runs each operation through the same
 * single-operation function in its own subtransaction — so each answers exactly what it would have alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { createGroupCommit, type ItemOutcome } from '../../db/group-commit.ts';

export type Leg = { account: number; bucket: string; amount: string };
type Named = {
  kind: string;
  ref: string | null;
  scope: string | null;
  key: string | null;
  hash: string | null;
};
export type LedgerOp = Named &
  (
    | { op: 'post'; legs: Leg[] }
    | { op: 'hold'; account: number; amount: string }
    | { op: 'capture'; hold: number; owner: number | null; legs: Leg[]; releaseRest: boolean }
  );

/**
 * At most 64 operations a batch: each writing subtransaction takes a subtransaction id, and PostgreSQL caches 64 per
 * session — beyond that every other session's snapshots must look them up on disk.
 */
const MAX_BATCH = 64;

/** The single-operation call, as the ledger has always made it. */
export function singleCall(op: LedgerOp): SQL {
  switch (op.op) {
    case 'post':
      return sql`select ledger_post(${op.kind}, ${op.ref}, ${op.scope}, ${op.key}, ${op.hash},
        ${JSON.stringify(op.legs)}::jsonb) as r`;
    case 'hold':
      return sql`select ledger_hold(${op.account}::integer, ${op.amount}::numeric, ${op.kind},
        ${op.ref}, ${op.scope}, ${op.key}, ${op.hash}) as r`;
    case 'capture':
      return sql`select ledger_capture(${op.hold}::integer, ${op.owner}::integer,
        ${JSON.stringify(op.legs)}::jsonb, ${op.releaseRest}, ${op.kind}, ${op.ref},
        ${op.scope}, ${op.key}, ${op.hash}) as r`;
  }
}

const INT4 = (n: unknown) =>
  Number.isInteger(n) && (n as number) >= -2_147_483_648 && (n as number) <= 2_147_483_647;

/**
 * Whether the batch function reads this operation as the single call would: its ids must be integers the batch's
 * lock query can cast. Anything else goes alone, to get the single call's own answer.
 */
export function batchable(op: LedgerOp) {
  const legsOk = (legs: Leg[]) => legs.every((l) => INT4(l.account));
  if (op.op === 'post') return legsOk(op.legs);
  if (op.op === 'hold') return INT4(op.account);
  return INT4(op.hold) && (op.owner === null || INT4(op.owner)) && legsOk(op.legs);
}

/** The SQLSTATE an operation was refused with, as an error the ledger service maps like a single call's. */
class Refusal extends Error {
  constructor(readonly code: string) {
    super(`ledger refusal ${code}`);
  }
}

type Answer = { ok: unknown } | { code: string };

/** One operation alone: its result, or the database's error as thrown (the service maps refusals). */
export async function runSingle(db: Db, op: LedgerOp) {
  const rows = await queryRows<{ r: unknown }>(db, singleCall(op));
  return rows[0]!.r;
}

type Item = { op: LedgerOp; order: string | number };

/**
 * Group commit of ledger operations. A batch the database failed as a whole (a deadlock with an outer transaction,
 * say) was rolled back, so its operations are then run one by one; an error without a SQLSTATE (the connection) may
 * have come after a commit and is passed on.
 */
export function createLedgerBatch(database: Database) {
  const { db } = database;

  async function run(items: Item[]): Promise<ItemOutcome<unknown>[]> {
    const ops = items.map((item) => item.op);
    let answers: Answer[];
    try {
      const rows = await queryRows<{ r: Answer[] }>(
        db,
        sql`select ledger_batch(${JSON.stringify(ops)}::jsonb) as r`,
      );
      answers = rows[0]!.r;
    } catch (error) {
      if (!sqlState(error)) throw error;
      return Promise.all(
        ops.map((op) =>
          runSingle(db, op).then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
        ),
      );
    }
    return answers.map((answer) =>
      'ok' in answer ? { ok: true, value: answer.ok } : { ok: false, error: new Refusal(answer.code) },
    );
  }

  let unordered = 0;
  const commit = createGroupCommit<Item, unknown>({
    run,
    maxBatch: MAX_BATCH,
    // One idempotency key is never in two batches in flight: the second waits and then replays the first's result,
    // instead of waiting inside the database on the first's uncommitted journal row.
    orderKey: (item) => item.order,
    // One batch in flight, on PostgreSQL too: a batch locks all its accounts for its whole duration, so two batches of
    // random transfers nearly always overlap and wait for each other; measured (bench/ledger.ts, 64 clients, 200
    // accounts), 2 or 4 overlapping batches gave fewer transfers/s and a worse p99 than one at a time.
    concurrency: 1,
  });

  return {
    submit: (op: LedgerOp) =>
      commit.submit({ op, order: op.key === null ? unordered++ : `${op.scope}\u0000${op.key}` }),
  };
}
