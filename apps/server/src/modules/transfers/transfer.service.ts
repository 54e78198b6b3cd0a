import { createHash } from 'node:crypto';
import {
  FlowDirection,
  FlowStatus,
  FlowType,
  normalizePhone,
  ORDINARY_TRANSFER_STATE,
  PLATFORM_TAX_RATE_CONFIG_KEY,
  rateString,
  SAFE_TRANSFER_FEE_RATE_DEFAULT,
  SafeTransferState,
  type SafeTransferStateValue,
  type SearchTransferUserQuery,
  type TransferBody,
  type TransferCardEvent,
  type TransferVo,
  type UserVo,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import { currencyCodeOf } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { cardOf, presentTransfer } from './transfer.presenter.ts';
import { type TransferRow, transferRepository as repo } from './transfer.repository.ts';

export type TransferDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  payPassword: PayPasswordService;
};

/** Where a transfer's money and its rows live: 'transfer' in the ledger's references and the flows' relatedType. */
export const TRANSFER_RELATED_TYPE = 'transfer';

/** A rate staff may set: a fraction below 1 (a 100 % fee would leave the receiver nothing). */
const validRate = (value: string | undefined) => {
  const parsed = rateString.safeParse(value);
  return parsed.success && Number(parsed.data) < 1 ? parsed.data : undefined;
};

/**
 * Transfers by phone (issue 5). An ordinary transfer is one ledger post, sender available → receiver available,
 * instant and free; a safe one holds the money (available → frozen) until the sender confirms the conditions
 * (safe-transfer.service.ts). The transfer row, both flows, the ledger movement and the chat card are written in one
 * transaction; the card's live notices go out after commit.
 */
export function createTransferService(deps: AppDeps, others: TransferDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, system, ledger, flows, payPassword } = others;

  /** The two parties as the viewer may see them (names, avatars). */
  async function partiesOf(viewerId: number, row: TransferRow) {
    const vos = await users.presentByIds(viewerId, [row.senderId, row.receiverId]);
    return new Map<number, UserVo>(vos.map((vo) => [vo.userId, vo]));
  }

  const service = {
    async present(viewerId: number, row: TransferRow): Promise<TransferVo> {
      const withheld =
        viewerId === row.receiverId && row.remark !== '' && (await service.remarkWithheld(row));
      return presentTransfer(
        row,
        viewerId,
        currencyCodeOf(row.currencyId),
        await partiesOf(viewerId, row),
        withheld,
      );
    },

    /**
     * Whether the transfer's remark stays out of the receiver's sight: the sender may not write to her yet (her paid
     * chat, issue 28 §3). The money goes through; the words wait until the chat is unlocked. Read outside transactions.
     */
    async remarkWithheld(row: Pick<TransferRow, 'senderId' | 'receiverId'>): Promise<boolean> {
      return chat.paidChatLocked(row.senderId, row.receiverId);
    },

    /**
     * Inside a step's transaction: the card of this step into the parties' private chat (not unread for `actorId`)
     * and each party's flow moved to the transfer's state. Answers what to publish after commit.
     */
    async recordStep(
      tx: Db,
      row: TransferRow,
      event: TransferCardEvent,
      actorId: number,
      remarkWithheld: boolean,
    ): Promise<Delivered[]> {
      const status =
        row.state === SafeTransferState.completed
          ? FlowStatus.completed
          : row.state === SafeTransferState.cancelledByAdmin
            ? FlowStatus.cancelled
            : FlowStatus.inProgress;
      const stateCode = row.safe ? (row.state as SafeTransferStateValue) : null;
      await flows.updateFlowStatus(
        { relatedType: TRANSFER_RELATED_TYPE, relatedId: row.id },
        status,
        stateCode,
        tx,
      );
      const { delivered } = await chat.postTransferCard(
        tx,
        cardOf(row, event, currencyCodeOf(row.currencyId), remarkWithheld),
        actorId,
        clock.now(),
      );
      return delivered;
    },

    /** The safe-transfer fee rate: the system config's `platformTaxRate`, or the default when unset or unusable. */
    async taxRate(): Promise<string> {
      return (
        validRate(await system.configValue(PLATFORM_TAX_RATE_CONFIG_KEY)) ?? SAFE_TRANSFER_FEE_RATE_DEFAULT
      );
    },

    /**
     * The recipient by his exact number, found as GET /app/user/search finds by a number: when his "who can find me
     * by my number" lets the caller (Everybody by default) and neither blocked the other. He is shown as the caller
     * may see him, so the number itself only under his "who sees my number".
     */
    async searchRecipient(viewerId: number, query: SearchTransferUserQuery): Promise<UserVo> {
      const phone = normalizePhone(query.areaCode, query.phone) ?? fail('phoneFormat');
      const me = await users.findById(viewerId);
      if (me?.areaCode === query.areaCode && me.phone === phone) fail('cannotTargetSelf');
      return (await users.findByPhoneFor(viewerId, query.areaCode, phone)) ?? fail('userNotFound');
    },

    async detail(viewerId: number, id: number): Promise<TransferVo> {
      const row = await repo.find(db, id);
      const mayView =
        row && (row.senderId === viewerId || row.receiverId === viewerId || (await users.isStaff(viewerId)));
      if (!mayView) fail('notFound');
      return service.present(viewerId, row!);
    },

    /**
     * A transfer under the caller's Idempotency-Key: a retry (also 10 at once) answers the first transfer; the same
     * key with other parameters is refused. Checks first (recipient, block, pay password), then one transaction.
     */
    async create(userId: number, body: TransferBody, idemKey: string): Promise<TransferVo> {
      if (body.userId === userId) fail('cannotTargetSelf');
      if (!(await users.findById(body.userId))) fail('userNotFound');
      if (await users.isBlocked(body.userId, userId)) fail('blockedByUser');
      if (await users.isBlocked(userId, body.userId)) fail('youBlockedUser');
      await payPassword.verifyPayPassword(userId, body.payPassword);
      const withheld =
        body.remark !== '' && (await service.remarkWithheld({ senderId: userId, receiverId: body.userId }));

      const request = {
        receiverId: body.userId,
        currencyId: body.currencyId,
        amount: body.amount,
        remark: body.remark,
        safe: body.safe,
      };
      const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
      const quote = body.safe
        ? await repo.quoteFee(db, body.amount, await service.taxRate())
        : { fee: '0', receive: body.amount };
      const now = clock.now();

      const outcome = await db.transaction(async (tx) => {
        const inserted = await repo.insertOnce(tx, {
          senderId: userId,
          receiverId: body.userId,
          currencyId: body.currencyId,
          amount: body.amount,
          fee: quote.fee,
          receiveAmount: quote.receive,
          safe: body.safe,
          state: body.safe ? SafeTransferState.frozen : ORDINARY_TRANSFER_STATE,
          remark: body.remark,
          idemKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) {
          const first = (await repo.findByKey(tx, userId, idemKey))!;
          if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return { row: first, delivered: [] as Delivered[] };
        }
        const reference = `${TRANSFER_RELATED_TYPE}:${inserted.id}`;
        const idempotency = { scope: `${TRANSFER_RELATED_TYPE}:${userId}`, key: idemKey, request };
        const from = await ledger.accountFor(userId, body.currencyId, tx);
        let holdId: number | null = null;
        let txId: number;
        if (body.safe) {
          const held = await ledger.hold(
            { account: from, amount: body.amount, kind: 'safeTransfer', reference, idempotency },
            tx,
          );
          ({ holdId, txId } = held);
        } else {
          const to = await ledger.accountFor(body.userId, body.currencyId, tx);
          ({ txId } = await ledger.post(
            {
              kind: 'transfer',
              reference,
              idempotency,
              legs: [
                { account: from, amount: `-${body.amount}` },
                { account: to, amount: body.amount },
              ],
            },
            tx,
          ));
        }
        const flow = {
          type: body.safe ? FlowType.safeTransfer : FlowType.transfer,
          status: body.safe ? FlowStatus.inProgress : FlowStatus.completed,
          stateCode: body.safe ? SafeTransferState.frozen : null,
          currencyId: body.currencyId,
          remark: body.remark,
          relatedType: TRANSFER_RELATED_TYPE,
          relatedId: inserted.id,
          txId,
        };
        const senderFlowId = await flows.createFlow(
          { ...flow, userId, direction: FlowDirection.out, amount: body.amount, counterpartyId: body.userId },
          tx,
        );
        const receiverFlowId = await flows.createFlow(
          {
            ...flow,
            userId: body.userId,
            direction: FlowDirection.in,
            amount: quote.receive,
            fee: quote.fee,
            counterpartyId: userId,
            remark: withheld ? '' : body.remark,
          },
          tx,
        );
        const row = await repo.update(tx, inserted.id, { holdId, senderFlowId, receiverFlowId });
        const code = currencyCodeOf(row.currencyId);
        const { delivered } = await chat.postTransferCard(
          tx,
          cardOf(row, body.safe ? 'frozen' : 'sent', code, withheld),
          userId,
          now,
        );
        return { row, delivered };
      });
      await delivery.publish(outcome.delivered);
      return service.present(userId, outcome.row);
    },
  };
  return service;
}

export type TransferService = ReturnType<typeof createTransferService>;
