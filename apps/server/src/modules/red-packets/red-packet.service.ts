import { createHash } from 'node:crypto';
import {
  ConversationType,
  CurrencyId,
  personName,
  FlowDirection,
  FlowStatus,
  FlowType,
  RED_PACKET_EVENT_TYPE,
  RED_PACKET_EXPIRY_MS,
  RED_PACKET_SHARE_MIN,
  type RedPacketEvent,
  RedPacketStatus,
  type RedPacketStatusValue,
  type RedPacketVo,
  type SendRedPacketBody,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Timers } from '../../jobs/timers.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { type RedPacketRow, redPacketRepository as repo } from './red-packet.repository.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import { splitShares } from './red-packet.shares.ts';

export type RedPacketDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  ledger: LedgerService;
  flows: FlowsService;
  payPassword: PayPasswordService;
  timers: Timers;
};

/** The flows' relatedType and the ledger's reference prefix of a red packet. */
export const RED_PACKET_RELATED_TYPE = 'red_packet';
/** The durable timer that gives the unclaimed rest back to the sender; its key is the packet id. */
export const RED_PACKET_EXPIRY_TIMER = 'redPacket.expire';

const codeById = new Map<number, string>(Object.entries(CurrencyId).map(([code, id]) => [id, code]));
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
const minus = (a: string, b: string) => fromUnits(toUnits(a) - toUnits(b));

/**
 * Red packets (issue 5). Send: the rules of a send into the chat, the pay password, then ONE transaction: the
 * packet and its shares (computed now, exact), one ledger hold of the total, the sender's flow, the OL:RedPacket
 * card and the expiry timer. Claim: under the packet's row lock, the next share is captured from that hold to the
 * claimer, so concurrent claims never take more shares than there are. Expiry (a durable timer, 24 h): the rest
 * of the hold is released to the sender once, with a refund flow.
 *
 * Who claims: in a private chat only the other person; in a group every current member who joined before the packet
 * was sent, the sender included (as in the apps people know), each once.
 */
export function createRedPacketService(deps: AppDeps, others: RedPacketDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, ledger, flows, payPassword, timers } = others;

  const isGroup = (row: RedPacketRow) => row.conversationType === ConversationType.group;

  /**
   * Who may claim now: the current group members who were in when it was sent (issue 17: a newcomer cannot take
   * what was handed out before he came), or the private chat's other person.
   */
  async function claimers(row: RedPacketRow, tx: Db = db): Promise<number[]> {
    if (!isGroup(row)) return [Number(row.chatTargetId)];
    const members = await chat.groupChatMembership(row.chatTargetId, tx);
    const sentAt = row.chatSentTime;
    return [...members].flatMap(([userId, { joinedTime }]) =>
      sentAt === null || joinedTime < sentAt ? [userId] : [],
    );
  }

  /** A group member whose history shows the packet's card. */
  async function seesCard(row: RedPacketRow, userId: number) {
    if (!isGroup(row)) return false;
    const member = (await chat.groupChatMembership(row.chatTargetId)).get(userId);
    return !!member && (row.chatSentTime === null || member.historyAfter < row.chatSentTime);
  }

  /** Why this user may not claim: not in the chat at all, or in the group only since after it was sent. */
  async function refusalOf(row: RedPacketRow, userId: number, tx: Db) {
    if (isGroup(row) && (await chat.groupChatMembership(row.chatTargetId, tx)).has(userId))
      return fail('redPacketJoinedAfter');
    return fail('redPacketNotMember');
  }

  /** Who hears of a claim or the end: everyone in the chat. */
  async function audience(row: RedPacketRow, tx: Db): Promise<number[]> {
    return isGroup(row)
      ? chat.groupChatMemberIds(row.chatTargetId, tx)
      : [row.senderUserId, Number(row.chatTargetId)];
  }

  async function announce(tx: Db, row: RedPacketRow): Promise<Delivered[]> {
    const event: RedPacketEvent = {
      type: RED_PACKET_EVENT_TYPE,
      redPacketId: row.id,
      status: row.status as RedPacketStatusValue,
      claimedCount: row.claimedCount,
      count: row.count,
    };
    return delivery.append(tx, await audience(row, tx), event);
  }

  async function present(viewerId: number, row: RedPacketRow): Promise<RedPacketVo> {
    const claims = await repo.claims(db, row.id);
    const people = await users.presentByIds(viewerId, [
      row.senderUserId,
      ...claims.map((c) => c.claimerUserId!),
    ]);
    const byId = new Map(people.map((p) => [p.userId, p]));
    const mine = claims.find((c) => c.claimerUserId === viewerId);
    const active = row.status === RedPacketStatus.active && clock.now() < row.expiresAt;
    const mayClaim = active && !mine && (await claimers(row)).includes(viewerId);
    // The luckiest share is named once a lucky packet of several shares is all taken.
    const best =
      row.split === 'lucky' && row.count > 1 && row.status === RedPacketStatus.finished
        ? claims.reduce((top, c) => (toUnits(c.amount) > toUnits(top.amount) ? c : top), claims[0]!)
        : undefined;
    const sender = byId.get(row.senderUserId);
    const privatePeer = row.senderUserId === viewerId ? row.chatTargetId : String(row.senderUserId);
    return {
      id: row.id,
      senderUserId: row.senderUserId,
      senderName: sender ? personName(sender) : '',
      senderAvatar: sender?.avatarCompress || sender?.avatar || '',
      conversationType: row.conversationType,
      targetId: isGroup(row) ? row.chatTargetId : privatePeer,
      currencyId: row.currencyId,
      currencyCode: codeById.get(row.currencyId) ?? '',
      amount: row.amount,
      count: row.count,
      split: row.split as RedPacketVo['split'],
      greeting: row.greeting,
      status: row.status,
      claimedCount: row.claimedCount,
      claimedAmount: row.claimedAmount,
      remainingAmount:
        row.status === RedPacketStatus.active ? minus(row.amount, row.claimedAmount) : '0.0000',
      refundedAmount: row.refundedAmount,
      myAmount: mine?.amount ?? null,
      canClaim: mayClaim,
      expireTime: row.expiresAt.toISOString(),
      createTime: row.createdAt.toISOString(),
      claims: claims.map((c) => {
        const who = byId.get(c.claimerUserId!);
        return {
          userId: c.claimerUserId!,
          nickName: who ? personName(who) : '',
          avatar: who?.avatarCompress || who?.avatar || '',
          amount: c.amount,
          claimTime: c.claimedAt!.toISOString(),
          best: best !== undefined && best.seq === c.seq,
        };
      }),
    };
  }

  /** The durable timer's work, in the timer's transaction: the rest of the hold back to the sender, once. */
  async function expire(tx: Db, id: number) {
    const row = await repo.lock(tx, id);
    if (!row || row.status !== RedPacketStatus.active) return undefined;
    const reference = `${RED_PACKET_RELATED_TYPE}:${id}`;
    const released = await ledger.release(
      {
        holdId: row.holdId,
        ownerUserId: row.senderUserId,
        kind: 'redPacketRefund',
        reference,
        idempotency: { scope: 'redPacketRefund', key: String(id) },
      },
      tx,
    );
    const ended = await repo.markExpired(tx, id, released.released, clock.now());
    await flows.updateFlowStatus(
      { relatedType: RED_PACKET_RELATED_TYPE, relatedId: id, userId: row.senderUserId },
      FlowStatus.completed,
      undefined,
      tx,
    );
    if (toUnits(released.released) > 0n)
      await flows.createFlow(
        {
          userId: row.senderUserId,
          type: FlowType.redPacketRefund,
          direction: FlowDirection.in,
          status: FlowStatus.refund,
          currencyId: row.currencyId,
          amount: released.released,
          remark: row.greeting,
          relatedType: RED_PACKET_RELATED_TYPE,
          relatedId: id,
          txId: released.txId,
        },
        tx,
      );
    const delivered = await announce(tx, ended);
    return () => delivery.publish(delivered);
  }

  timers.register(RED_PACKET_EXPIRY_TIMER, (tx, timer) => expire(tx, Number(timer.key)));

  return {
    /**
     * Under the sender's Idempotency-Key: a retry (also several at once) answers the first packet and moves no
     * money again; the same key with other parameters is refused.
     */
    async send(userId: number, body: SendRedPacketBody, idemKey: string): Promise<RedPacketVo> {
      const key = { conversationType: body.conversationType, targetId: body.targetId };
      const { memberCount } = await chat.checkCardSender(userId, key);
      if (body.conversationType === ConversationType.private && body.count !== 1)
        fail('badRequest', { field: 'count' });
      if (body.count > memberCount) fail('redPacketTooManyShares', { max: memberCount });
      const shares =
        splitShares(body.amount, body.count, body.split, RED_PACKET_SHARE_MIN) ??
        fail('redPacketTooSmall', { min: RED_PACKET_SHARE_MIN });
      const account = await ledger.accountFor(userId, body.currencyId);
      await payPassword.verifyPayPassword(userId, body.payPassword);

      const request = {
        ...key,
        currencyId: body.currencyId,
        amount: body.amount,
        count: body.count,
        split: body.split,
        greeting: body.greeting,
      };
      const requestHash = digest(request);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const inserted = await repo.insertOnce(tx, {
          senderUserId: userId,
          conversationType: body.conversationType,
          chatTargetId: body.targetId,
          currencyId: body.currencyId,
          amount: body.amount,
          count: body.count,
          split: body.split,
          greeting: body.greeting,
          holdId: 0,
          idemKey,
          requestHash,
          expiresAt: new Date(now.getTime() + RED_PACKET_EXPIRY_MS),
          createdAt: now,
        });
        if (!inserted) {
          const first = (await repo.findByKey(tx, userId, idemKey))!;
          if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return { row: first, delivered: [] as Delivered[] };
        }
        const reference = `${RED_PACKET_RELATED_TYPE}:${inserted.id}`;
        const held = await ledger.hold(
          {
            account,
            amount: body.amount,
            kind: 'redPacket',
            reference,
            idempotency: { scope: `${RED_PACKET_RELATED_TYPE}:${userId}`, key: idemKey, request },
          },
          tx,
        );
        await repo.insertShares(tx, inserted.id, shares);
        await flows.createFlow(
          {
            userId,
            type: FlowType.redPacketSend,
            direction: FlowDirection.out,
            status: FlowStatus.inProgress,
            currencyId: body.currencyId,
            amount: body.amount,
            counterpartyId: isGroup(inserted) ? null : Number(body.targetId),
            remark: body.greeting,
            relatedType: RED_PACKET_RELATED_TYPE,
            relatedId: inserted.id,
            txId: held.txId,
          },
          tx,
        );
        await timers.schedule(tx, {
          kind: RED_PACKET_EXPIRY_TIMER,
          key: String(inserted.id),
          dueAt: inserted.expiresAt,
          payload: {},
        });
        const card = await chat.postRedPacketCard(tx, userId, key, {
          redPacketId: inserted.id,
          greeting: body.greeting,
          currencyId: body.currencyId,
          currencyCode: codeById.get(body.currencyId) ?? '',
          count: body.count,
          split: body.split,
        });
        const chatSentTime = card.message.sentTime;
        await repo.setHoldAndCard(tx, inserted.id, held.holdId, chatSentTime);
        return { row: { ...inserted, holdId: held.holdId, chatSentTime }, delivered: card.delivered };
      });
      await delivery.publish(outcome.delivered);
      return present(userId, outcome.row);
    },

    /** One share to the caller, captured from the packet's hold; the order of claims is the order of the lock. */
    async claim(userId: number, id: number): Promise<RedPacketVo> {
      const outcome = await db.transaction(async (tx) => {
        const row = (await repo.lock(tx, id)) ?? fail('notFound');
        if (!isGroup(row) && row.senderUserId === userId) fail('redPacketOwnPrivate');
        if (!(await claimers(row, tx)).includes(userId)) await refusalOf(row, userId, tx);
        if (await repo.shareOf(tx, id, userId)) fail('redPacketAlreadyClaimed');
        const now = clock.now();
        if (row.status === RedPacketStatus.expired || now >= row.expiresAt) fail('redPacketExpired');
        if (row.status === RedPacketStatus.finished) fail('redPacketEmpty');
        const share = (await repo.nextShare(tx, id)) ?? fail('redPacketEmpty');
        await repo.takeShare(tx, id, share.seq, userId, now);
        const to = await ledger.accountFor(userId, row.currencyId, tx);
        const captured = await ledger.capture(
          {
            holdId: row.holdId,
            ownerUserId: row.senderUserId,
            to: [{ account: to, amount: share.amount }],
            kind: 'redPacketClaim',
            reference: `${RED_PACKET_RELATED_TYPE}:${id}`,
            idempotency: { scope: `redPacketClaim:${id}`, key: String(userId) },
          },
          tx,
        );
        const counted = await repo.countClaim(tx, id, share.amount, now);
        await flows.createFlow(
          {
            userId,
            type: FlowType.redPacketClaim,
            direction: FlowDirection.in,
            status: FlowStatus.completed,
            currencyId: row.currencyId,
            amount: share.amount,
            counterpartyId: row.senderUserId,
            remark: row.greeting,
            relatedType: RED_PACKET_RELATED_TYPE,
            relatedId: id,
            txId: captured.txId,
          },
          tx,
        );
        if (counted.status === RedPacketStatus.finished)
          await flows.updateFlowStatus(
            { relatedType: RED_PACKET_RELATED_TYPE, relatedId: id, userId: row.senderUserId },
            FlowStatus.completed,
            undefined,
            tx,
          );
        return { row: counted, delivered: await announce(tx, counted) };
      });
      await delivery.publish(outcome.delivered);
      return present(userId, outcome.row);
    },

    /**
     * The sender, anyone who may claim it, anyone who did, and a later member whose history shows its card (the group
     * shows its history to new members) see it; to anyone else it does not exist.
     */
    async detail(viewerId: number, id: number): Promise<RedPacketVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const mayView =
        row.senderUserId === viewerId ||
        (await claimers(row)).includes(viewerId) ||
        (await seesCard(row, viewerId)) ||
        (await repo.shareOf(db, id, viewerId)) !== undefined;
      if (!mayView) fail('notFound');
      return present(viewerId, row);
    },
  };
}

export type RedPacketService = ReturnType<typeof createRedPacketService>;
