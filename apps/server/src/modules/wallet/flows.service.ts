import {
  displayName,
  type FlowDirectionValue,
  type FlowListQuery,
  type FlowStatusValue,
  type FlowTypeValue,
  type FlowVo,
  type SafeTransferStateValue,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { type FlowRow, flowsRepository as repo } from './flows.repository.ts';

/** What a wallet feature records in a user's history; amounts are positive decimal strings. */
export type NewFlowInput = {
  userId: number;
  type: FlowTypeValue;
  direction: FlowDirectionValue;
  status: FlowStatusValue;
  stateCode?: SafeTransferStateValue | null;
  currencyId: number;
  amount: string;
  fee?: string;
  counterpartyId?: number | null;
  remark?: string;
  /** The feature's own row ('transfer', 'red_packet', 'topup', …) so status updates and detail links find it. */
  relatedType?: string;
  relatedId?: number;
  txId?: number;
};

export type FlowTarget = { id: number } | { relatedType: string; relatedId: number; userId?: number };

/**
 * The user-facing history (`flows`). Features write through createFlow/updateFlowStatus, passing their drizzle
 * transaction as `db` so the row commits with their ledger call.
 */
export function createFlowsService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  others: { users: UsersService },
) {
  const base = deps.database.db;

  async function present(viewerId: number, rows: FlowRow[]): Promise<FlowVo[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.counterpartyId ? [r.counterpartyId] : [])))];
    const people = ids.length ? await others.users.presentByIds(viewerId, ids) : [];
    const names = new Map(people.map((u) => [u.userId, displayName(u)]));
    return rows.map((r) => presentFlow(r, r.counterpartyId ? (names.get(r.counterpartyId) ?? null) : null));
  }

  function presentFlow(r: FlowRow, counterpartyName: string | null): FlowVo {
    return {
      id: r.id,
      type: r.type,
      direction: r.direction,
      status: r.status,
      stateCode: r.stateCode,
      currencyId: r.currencyId,
      currencyCode: r.currencyCode,
      amount: r.amount,
      fee: r.fee,
      counterpartyId: r.counterpartyId,
      counterpartyName,
      remark: r.remark,
      relatedType: r.relatedType,
      relatedId: r.relatedId,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
    };
  }

  return {
    async createFlow(input: NewFlowInput, db: Db = base) {
      const now = deps.clock.now();
      return repo.insert(db, {
        ...input,
        stateCode: input.stateCode ?? null,
        fee: input.fee ?? '0',
        counterpartyId: input.counterpartyId ?? null,
        remark: input.remark ?? '',
        relatedType: input.relatedType ?? null,
        relatedId: input.relatedId ?? null,
        txId: input.txId ?? null,
        createdAt: now,
        updatedAt: now,
      });
    },

    /** Moves the matching flows to a new status (and safe-transfer state); answers how many rows changed. */
    updateFlowStatus: (
      target: FlowTarget,
      status: FlowStatusValue,
      stateCode?: SafeTransferStateValue | null,
      db: Db = base,
    ) =>
      repo.updateStatus(db, target, {
        status,
        ...(stateCode === undefined ? {} : { stateCode }),
        updatedAt: deps.clock.now(),
      }),

    async list(userId: number, query: FlowListQuery) {
      // One statement (issue 19): the page, each counterparty as this user may see him, and the total.
      const { rows, total } = await repo.pageWithCounterparties(base, userId, query);
      return {
        rows: rows.map(({ flow, counterparty, isContact }) =>
          presentFlow(
            flow as FlowRow,
            counterparty ? displayName(others.users.presentRow(userId, counterparty, isContact)) : null,
          ),
        ),
        total,
      };
    },

    async detail(userId: number, id: number) {
      const row = (await repo.findOwn(base, userId, id)) ?? fail('notFound');
      return (await present(userId, [row]))[0]!;
    },

    monthlySummary: (userId: number, months: number) =>
      repo.monthlySummary(base, userId, months, deps.clock.now()),
  };
}

export type FlowsService = ReturnType<typeof createFlowsService>;
