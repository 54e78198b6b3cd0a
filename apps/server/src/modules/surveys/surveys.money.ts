import { FlowDirection, FlowStatus, FlowType } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import type { LedgerLeg, LedgerService } from '../ledger/ledger.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { SurveyRow } from './surveys.repository.ts';

/** The flows' relatedType of a survey's budget, and the reward flows' (the wallet shows 'survey' in words). */
const BUDGET_RELATED_TYPE = 'survey';
const REWARD_RELATED_TYPE = 'reward:survey';

/** What a survey holds at publish: every reply paid, every reply forwarded. */
export const surveyBudgetOf = (row: Pick<SurveyRow, 'reward' | 'forwardReward' | 'maxReplies'>) =>
  fromUnits((toUnits(row.reward) + toUnits(row.forwardReward)) * BigInt(row.maxReplies));

const positive = (amount: string) => toUnits(amount) > 0n;

/**
 * The money of a survey (issue 15): ONE ledger hold per survey, parts of it captured by replies, the rest released
 * at the close. Every call joins the caller's transaction and carries its own idempotency key, so a publish, a reply
 * and a close each move money once whatever the retries.
 */
export function surveyMoney(others: { ledger: LedgerService; flows: FlowsService }) {
  const { ledger, flows } = others;
  const reference = (row: SurveyRow) => `survey:${row.id}`;
  /** A platform survey's budget waits on the rewards account; a user's on his own wallet. */
  const payerAccount = (tx: Db, row: SurveyRow) =>
    row.platform
      ? ledger.platformAccount('rewards', row.currencyId, tx)
      : ledger.accountFor(row.ownerId, row.currencyId, tx);
  const holdOwner = (row: SurveyRow) => (row.platform ? undefined : row.ownerId);

  async function rewardFlow(tx: Db, row: SurveyRow, userId: number, amount: string, txId: number) {
    await flows.createFlow(
      {
        userId,
        type: FlowType.reward,
        direction: FlowDirection.in,
        status: FlowStatus.completed,
        currencyId: row.currencyId,
        amount,
        remark: 'survey',
        relatedType: REWARD_RELATED_TYPE,
        relatedId: row.id,
        txId,
      },
      tx,
    );
  }

  return {
    /** Publish: the whole budget held; the publisher's history shows it in progress. */
    async hold(tx: Db, row: SurveyRow) {
      const amount = surveyBudgetOf(row);
      const { holdId, txId } = await ledger.hold(
        {
          account: await payerAccount(tx, row),
          amount,
          kind: 'surveyBudget',
          reference: reference(row),
          idempotency: { scope: 'survey:publish', key: String(row.id) },
        },
        tx,
      );
      if (!row.platform)
        await flows.createFlow(
          {
            userId: row.ownerId,
            type: FlowType.surveyBudget,
            direction: FlowDirection.out,
            status: FlowStatus.inProgress,
            currencyId: row.currencyId,
            amount,
            relatedType: BUDGET_RELATED_TYPE,
            relatedId: row.id,
            txId,
          },
          tx,
        );
      return holdId;
    },

    /** A completed reply: the respondent's reward and, when forwarded, the forwarder's, as one capture. */
    async payReply(
      tx: Db,
      row: SurveyRow,
      reply: { id: number; userId: number; forwardedBy: number | null; forwardReward: string },
    ) {
      const to: LedgerLeg[] = [
        { account: await ledger.accountFor(reply.userId, row.currencyId, tx), amount: row.reward },
      ];
      const forwarded = reply.forwardedBy !== null && positive(reply.forwardReward);
      if (forwarded)
        to.push({
          account: await ledger.accountFor(reply.forwardedBy!, row.currencyId, tx),
          amount: reply.forwardReward,
        });
      const { txId } = await ledger.capture(
        {
          holdId: row.holdId!,
          ownerUserId: holdOwner(row),
          to,
          kind: 'reward:survey',
          reference: reference(row),
          idempotency: { scope: 'reward:survey', key: `reply:${reply.id}` },
        },
        tx,
      );
      await rewardFlow(tx, row, reply.userId, row.reward, txId);
      if (forwarded) await rewardFlow(tx, row, reply.forwardedBy!, reply.forwardReward, txId);
      return txId;
    },

    /** The close (by its owner, staff, or the last paid reply): what was not paid goes back, once. */
    async releaseRest(tx: Db, row: SurveyRow) {
      if (row.holdId === null) return;
      const hold = await ledger.holdInfo(row.holdId, tx);
      const rest = hold ? toUnits(hold.amount) - toUnits(hold.captured) - toUnits(hold.released) : 0n;
      let txId: number | null = null;
      if (rest > 0n)
        txId = (
          await ledger.release(
            {
              holdId: row.holdId,
              ownerUserId: holdOwner(row),
              kind: 'surveyRelease',
              reference: reference(row),
              idempotency: { scope: 'survey:close', key: String(row.id) },
            },
            tx,
          )
        ).txId;
      if (row.platform) return;
      const target = { relatedType: BUDGET_RELATED_TYPE, relatedId: row.id, userId: row.ownerId };
      await flows.updateFlowStatus(target, FlowStatus.completed, undefined, tx);
      if (txId !== null)
        await flows.createFlow(
          {
            userId: row.ownerId,
            type: FlowType.surveyBudgetRefund,
            direction: FlowDirection.in,
            status: FlowStatus.completed,
            currencyId: row.currencyId,
            amount: fromUnits(rest),
            relatedType: 'surveyRefund',
            relatedId: row.id,
            txId,
          },
          tx,
        );
    },
  };
}

export type SurveyMoney = ReturnType<typeof surveyMoney>;
