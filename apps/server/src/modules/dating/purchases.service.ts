import { createHash } from 'node:crypto';
import {
  DATING_EVENTS,
  DATING_MODULE_TYPE,
  type DatingCheckMoneyVo,
  type DatingPaymentBody,
  DatingPurchaseKind,
  type DatingPurchaseKindValue,
  type DatingPurchaseVo,
  FlowDirection,
  FlowStatus,
  FlowType,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerLeg, LedgerService } from '../ledger/ledger.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { currencyCodeOf, plainAmount } from '../ledger/amounts.ts';
import { checkShownPrice } from '../ledger/shown-terms.ts';
import type { DatingSettings } from './dating-settings.ts';
import { atLeast, splitPrice } from './money.ts';
import { chatUnlockedFor } from './profile.presenter.ts';
import { profileRepository } from './profile.repository.ts';
import type { ProfileRow } from './profile.repository.ts';
import type { DatingProfileService } from './profile.service.ts';
import { type PurchaseRow, purchasesRepository as repo } from './purchases.repository.ts';
import { relationsOf } from './viewer.repository.ts';

export type DatingPurchaseDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  payPassword: PayPasswordService;
  profiles: DatingProfileService;
  settings: DatingSettings;
};

/** Where a purchase's money and flow rows point. */
export const PURCHASE_RELATED_TYPE = 'dating_purchase';

const FLOW_TYPE_OF = {
  [DatingPurchaseKind.album]: FlowType.datingAlbum,
  [DatingPurchaseKind.chat]: FlowType.datingChat,
};

/**
 * The paid album and the paid chat. The buyer pays the price in the profile's receipt currency; the platform's fee
 * (dating.feeRate) goes to its fees account and the rest to the owner: ONE ledger post with all legs, in the same
 * transaction as the purchase row, whose unique (buyer, profile, kind) makes any number of retries or parallel
 * calls one charge; the client's Idempotency-Key answers a retry with the first purchase.
 */
export function createDatingPurchaseService(deps: AppDeps, others: DatingPurchaseDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, ledger, flows, accounts, payPassword, profiles, settings } = others;

  /** The price of this kind, or null when there is nothing to buy for this viewer (own, free, unlocked already). */
  async function priceFor(userId: number, profile: ProfileRow, kind: DatingPurchaseKindValue) {
    if (profile.userId === userId) return null;
    const rel = await relationsOf(db, userId, [profile]);
    if (kind === DatingPurchaseKind.chat) return chatUnlockedFor(profile, rel) ? null : profile.chatPrice;
    if (rel.bought.has(`${profile.id}:${kind}`)) return null;
    const items = await profileRepository.mediaOf(db, [profile.id]);
    return items.some((i) => i.isPaid) ? profile.albumPrice : null;
  }

  /** The rules a purchase must meet besides the money: not one's own, no block either way, a paid chat needs my profile. */
  async function payable(userId: number, profile: ProfileRow, kind: DatingPurchaseKindValue) {
    if (profile.userId === userId) fail('cannotTargetSelf');
    if (await users.isBlocked(profile.userId, userId)) fail('blockedByUser');
    if (await users.isBlocked(userId, profile.userId)) fail('youBlockedUser');
    if (kind === DatingPurchaseKind.chat) await profiles.mineOrFail(userId);
  }

  function present(row: PurchaseRow): DatingPurchaseVo {
    return {
      id: row.id,
      kind: row.kind,
      personalId: row.profileId,
      price: plainAmount(row.price),
      fee: plainAmount(row.fee),
      currencyId: row.currencyId,
      currencyCode: currencyCodeOf(row.currencyId),
      targetId: String(row.ownerId),
      createTime: row.createdAt.toISOString(),
    };
  }

  return {
    /** GET /app/jy/userAlbum/checkMoney and /checkMoneyForChat: the price, the fee inside it, and can I pay it. */
    async check(
      userId: number,
      personalId: number,
      kind: DatingPurchaseKindValue,
    ): Promise<DatingCheckMoneyVo> {
      const profile = await profiles.liveOrFail(personalId);
      const price = await priceFor(userId, profile, kind);
      // What paying would refuse is said here, before the price sheet and the pay password (issue 30).
      if (price !== null) await payable(userId, profile, kind);
      const listed = kind === DatingPurchaseKind.chat ? profile.chatPrice : profile.albumPrice;
      const rate = await settings.feeRate();
      const split = splitPrice(price ?? listed ?? '0', rate);
      const balance = (await accounts.balanceOf(userId, profile.currencyId))?.balance ?? '0';
      return {
        price: plainAmount(split.price),
        fee: plainAmount(split.fee),
        feeRate: rate,
        ownerAmount: plainAmount(split.ownerAmount),
        total: plainAmount(split.price),
        currencyId: profile.currencyId,
        currencyCode: currencyCodeOf(profile.currencyId),
        balance: plainAmount(balance),
        enough: price === null || atLeast(balance, split.price),
        unlocked: price === null,
      };
    },

    /** POST /app/jy/userAlbum/payment and /app/jy/userPersonals/chat/payment (header Idempotency-Key). */
    async pay(
      userId: number,
      body: DatingPaymentBody,
      kind: DatingPurchaseKindValue,
      idemKey: string,
    ): Promise<DatingPurchaseVo> {
      const profile = await profiles.liveOrFail(body.personalId);
      await payable(userId, profile, kind);

      const request = { profileId: profile.id, kind };
      const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
      const earlier =
        (await repo.byKey(db, userId, idemKey)) ?? (await repo.find(db, userId, profile.id, kind));
      if (earlier) {
        if (earlier.idemKey === idemKey && earlier.requestHash !== requestHash) fail('idempotencyKeyReused');
        return present(earlier);
      }
      (await priceFor(userId, profile, kind)) ?? fail('datingNothingToBuy');
      await payPassword.verifyPayPassword(userId, body.payPassword);
      const feeRate = await settings.feeRate();
      const now = clock.now();

      const outcome = await db.transaction(async (tx) => {
        // The price as of the owner's row lock, charged only if it is the one the buyer was shown (issue 28).
        const locked = (await profileRepository.lockLive(tx, profile.id)) ?? fail('notFound');
        const listed =
          (kind === DatingPurchaseKind.chat ? locked!.chatPrice : locked!.albumPrice) ??
          fail('datingNothingToBuy');
        const split = splitPrice(listed!, feeRate);
        checkShownPrice(body, { ...split, currencyId: locked!.currencyId });
        const inserted = await repo.insertOnce(tx, {
          kind,
          buyerId: userId,
          ownerId: profile.userId,
          profileId: profile.id,
          currencyId: profile.currencyId,
          price: split.price,
          fee: split.fee,
          ownerAmount: split.ownerAmount,
          idemKey,
          requestHash,
          createdAt: now,
        });
        if (!inserted) {
          // Another call of this buyer won the race: its purchase is the answer, charged once.
          const first =
            (await repo.byKey(tx, userId, idemKey)) ?? (await repo.find(tx, userId, profile.id, kind));
          if (!first) return fail('conflict');
          if (first.idemKey === idemKey && first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return { row: first, fresh: false };
        }
        const from = await ledger.accountFor(userId, profile.currencyId, tx);
        const to = await ledger.accountFor(profile.userId, profile.currencyId, tx);
        const legs: LedgerLeg[] = [
          { account: from, amount: `-${split.price}` },
          { account: to, amount: split.ownerAmount },
        ];
        if (atLeast(split.fee, '0.0001'))
          legs.push({
            account: await ledger.platformAccount('fees', profile.currencyId, tx),
            amount: split.fee,
          });
        const { txId } = await ledger.post(
          {
            kind: kind === DatingPurchaseKind.album ? 'datingAlbum' : 'datingChat',
            reference: `${PURCHASE_RELATED_TYPE}:${inserted.id}`,
            idempotency: { scope: `${PURCHASE_RELATED_TYPE}:${userId}`, key: idemKey, request },
            legs,
          },
          tx,
        );
        const flow = {
          type: FLOW_TYPE_OF[kind],
          status: FlowStatus.completed,
          currencyId: profile.currencyId,
          relatedType: PURCHASE_RELATED_TYPE,
          relatedId: inserted.id,
          txId,
        };
        const buyerFlowId = await flows.createFlow(
          {
            ...flow,
            userId,
            direction: FlowDirection.out,
            amount: split.price,
            counterpartyId: profile.userId,
          },
          tx,
        );
        const ownerFlowId = await flows.createFlow(
          {
            ...flow,
            userId: profile.userId,
            direction: FlowDirection.in,
            amount: split.ownerAmount,
            fee: split.fee,
            counterpartyId: userId,
          },
          tx,
        );
        await repo.setFlows(tx, inserted.id, buyerFlowId, ownerFlowId);
        if (kind === DatingPurchaseKind.chat)
          await chat.openModuleChat(tx, userId, profile.userId, DATING_MODULE_TYPE);
        return { row: inserted, fresh: true };
      });
      if (outcome.fresh)
        await delivery.deliver([profile.userId], {
          type: DATING_EVENTS.purchased,
          buyerId: userId,
          personalId: profile.id,
          kind,
        });
      return present(outcome.row);
    },
  };
}
export type DatingPurchaseService = ReturnType<typeof createDatingPurchaseService>;
