import { FlowDirection, FlowStatus, FlowType } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { FlowsService } from './flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';

/** Where a reward comes from; each names the platform account that pays it and the history type it shows as. */
const sources = {
  survey: { account: 'rewards', flowType: FlowType.reward },
  fitness: { account: 'rewards', flowType: FlowType.reward },
  invite: { account: 'rewards', flowType: FlowType.reward },
  cashback: { account: 'cashback', flowType: FlowType.cashback },
} as const;
export type RewardSource = keyof typeof sources;

/**
 * Credits users from the platform's rewards (or cashback) account, once per source event: the event id is the
 * ledger's idempotency key, so a repeated or concurrent credit of the same event has one effect, and the same
 * event with another amount is refused (idempotencyKeyReused). Given a transaction, the credit joins it, so a feature's
 * own row (a day's steps, an invite reward) and its money commit or fail together.
 */
export function createRewardsService(
  deps: Pick<AppDeps, 'database'>,
  others: { ledger: LedgerService; flows: FlowsService },
) {
  return {
    async credit(
      userId: number,
      currencyId: number,
      amount: string,
      source: RewardSource,
      sourceEventId: string,
      db?: Db,
    ) {
      const { account, flowType } = sources[source];
      const inTransaction = async (tx: Db) => {
        const [from, to] = [
          await others.ledger.platformAccount(account, currencyId, tx),
          await others.ledger.accountFor(userId, currencyId, tx),
        ];
        const result = await others.ledger.post(
          {
            kind: `reward:${source}`,
            reference: sourceEventId,
            legs: [
              { account: from, amount: `-${amount}` },
              { account: to, amount },
            ],
            idempotency: {
              scope: `reward:${source}`,
              key: sourceEventId,
              request: { userId, currencyId, amount },
            },
          },
          tx,
        );
        if (!result.replayed) {
          await others.flows.createFlow(
            {
              userId,
              type: flowType,
              direction: FlowDirection.in,
              status: FlowStatus.completed,
              currencyId,
              amount,
              remark: source,
              relatedType: `reward:${source}`,
              txId: result.txId,
            },
            tx,
          );
        }
        return result;
      };
      return db ? inTransaction(db) : deps.database.db.transaction(inTransaction);
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
