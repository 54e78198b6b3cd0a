import {
  BLIND_BOX_CURRENCY_ID,
  type BlindBoxOpenBody,
  type BlindBoxOpenVo,
  FlowDirection,
  FlowStatus,
  FlowType,
  InviteModule,
  type BlindBoxProfileBody,
  type BlindBoxProfileVo,
  type BlindBoxPurchaseVo,
  type BlindBoxStatusVo,
  type PageQuery,
  platformDayOf,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { checkShownPrice } from '../ledger/shown-terms.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { DatingDirectory } from '../dating/dating-directory.ts';
import { invitesRepository } from '../invites/invites.repository.ts';
import type { InviteQualified } from '../invites/invites.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type BlindBoxOpenerRow, blindBoxRepository as repo } from './blind-box.repository.ts';
import { presentProfile, presentPurchase } from './blind-box.presenter.ts';

export type BlindBoxDeps = {
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  files: FilesService;
  dating: DatingDirectory;
  /** The invite rewards' hook: a first opening is the blind box's qualifying step (issue 15). */
  inviteQualified: InviteQualified;
};

/** The ledger's reference and idempotency scope of an opening, and its wallet-history row's relatedType. */
const RELATED_TYPE = 'blindBox';

/**
 * The blind box (issue 12). An opening, under the opener's row lock: the attempt (the Moscow day's, else an invited
 * friend's), a random card nobody repeats until all are drawn, the purchase row and the price as one ledger post
 * (opener → platform fees) — one transaction, so a refusal (no money, no attempts) changes nothing. The client's
 * Idempotency-Key makes a retry answer the first opening instead of a second one.
 */
export function createBlindBoxService(deps: AppDeps, others: BlindBoxDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { system, ledger, flows, files, dating } = others;

  async function rules() {
    return {
      price: await system.setting('blindBox.price'),
      dailyLimit: await system.setting('blindBox.dailyLimit'),
      inviteBonus: await system.setting('blindBox.inviteBonus'),
    };
  }

  type Rules = Awaited<ReturnType<typeof rules>>;

  function statusOf(
    opener: BlindBoxOpenerRow | undefined,
    day: string,
    r: Rules,
    invited: number,
    flags: { hasDatingProfile: boolean; hasOwnProfile: boolean },
  ): BlindBoxStatusVo {
    const openedToday = opener && opener.day === day ? opener.openedToday : 0;
    const bonusLeft = Math.max(0, invited * r.inviteBonus - (opener?.bonusUsed ?? 0));
    return {
      price: r.price,
      currencyId: BLIND_BOX_CURRENCY_ID,
      dailyLimit: r.dailyLimit,
      openedToday,
      invitedFriends: invited,
      bonusLeft,
      attemptsLeft: Math.max(0, r.dailyLimit - openedToday) + bonusLeft,
      day,
      ...flags,
    };
  }

  async function checkOwnFile(userId: number, url: string) {
    if (!(await files.isOwnUpload(userId, url))) fail('blindBoxFileNotOwn');
  }

  const service = {
    async profile(userId: number): Promise<BlindBoxProfileVo | null> {
      const row = await repo.profile(db, userId);
      return row ? presentProfile(row) : null;
    },

    /** userInfo: needs a published dating profile; media and voice must be the user's own uploads. */
    async saveProfile(userId: number, body: BlindBoxProfileBody): Promise<BlindBoxProfileVo> {
      if (!(await dating.hasLiveProfile(userId))) fail('datingProfileRequired');
      if (body.audioUrl && !body.audioSeconds) fail('blindBoxAudioWithoutLength');
      for (const url of body.media) await checkOwnFile(userId, url);
      if (body.audioUrl) await checkOwnFile(userId, body.audioUrl);
      const now = clock.now();
      const saved = await repo.saveProfile(db, {
        userId,
        ...body,
        audioUrl: body.audioUrl ?? null,
        audioSeconds: body.audioUrl ? (body.audioSeconds ?? null) : null,
        createdAt: now,
        updatedAt: now,
      });
      return presentProfile(saved);
    },

    async status(userId: number, tx: Db = db): Promise<BlindBoxStatusVo> {
      const day = platformDayOf(clock.now());
      return statusOf(
        await repo.opener(tx, userId),
        day,
        await rules(),
        await invitesRepository.invitedCount(tx, userId),
        {
          hasDatingProfile: await dating.hasLiveProfile(userId, tx),
          hasOwnProfile: Boolean(await repo.profile(tx, userId)),
        },
      );
    },

    async open(userId: number, body: BlindBoxOpenBody, idemKey: string): Promise<BlindBoxOpenVo> {
      const replay = await repo.purchaseByKey(db, userId, idemKey);
      if (replay) return service.answer(userId, replay.id);
      if (!(await dating.hasLiveProfile(userId))) fail('datingProfileRequired');
      const rules0 = await rules();
      const invited = await invitesRepository.invitedCount(db, userId);
      const day = platformDayOf(clock.now());

      const purchaseId = await db.transaction(async (tx) => {
        const opener = await repo.lockOpener(tx, userId, day);
        // A retry that waited on the lock behind its first attempt answers that attempt.
        const first = await repo.purchaseByKey(tx, userId, idemKey);
        if (first) return first.id;
        // Charged only at the price the opener was shown; staff may have changed it since (issue 28).
        const r = { ...rules0, price: await system.setting('blindBox.price', tx) };
        checkShownPrice(body, { price: r.price, currencyId: BLIND_BOX_CURRENCY_ID });
        const openedToday = opener.day === day ? opener.openedToday : 0;
        const bonus = openedToday >= r.dailyLimit;
        if (bonus && opener.bonusUsed >= invited * r.inviteBonus) fail('blindBoxNoAttempts');
        const drawn = (await repo.draw(tx, userId)) ?? fail('blindBoxNothingToDraw');
        const from = await ledger.accountFor(userId, BLIND_BOX_CURRENCY_ID, tx);
        const to = await ledger.platformAccount('fees', BLIND_BOX_CURRENCY_ID, tx);
        const { txId } = await ledger.post(
          {
            kind: 'blindBoxOpen',
            reference: `${RELATED_TYPE}:${userId}:${day}`,
            idempotency: { scope: `${RELATED_TYPE}:${userId}`, key: idemKey },
            legs: [
              { account: from, amount: `-${r.price}` },
              { account: to, amount: r.price },
            ],
          },
          tx,
        );
        const purchase = await repo.insertPurchase(tx, {
          buyerId: userId,
          profileUserId: drawn,
          day,
          bonus,
          price: r.price,
          currencyId: BLIND_BOX_CURRENCY_ID,
          txId,
          idemKey,
          createdAt: clock.now(),
        });
        await flows.createFlow(
          {
            userId,
            type: FlowType.blindBoxOpen,
            direction: FlowDirection.out,
            status: FlowStatus.completed,
            currencyId: BLIND_BOX_CURRENCY_ID,
            amount: r.price,
            relatedType: RELATED_TYPE,
            relatedId: purchase.id,
            txId,
          },
          tx,
        );
        await repo.countOpening(
          tx,
          userId,
          day,
          bonus ? openedToday : openedToday + 1,
          bonus ? opener.bonusUsed + 1 : opener.bonusUsed,
        );
        // The first opening pays the opener's inviter once (later ones meet the paid row).
        await others.inviteQualified(userId, InviteModule.blindBox, tx);
        return purchase.id;
      });
      return service.answer(userId, purchaseId);
    },

    async answer(userId: number, purchaseId: number): Promise<BlindBoxOpenVo> {
      return { purchase: await service.purchase(userId, purchaseId), status: await service.status(userId) };
    },

    /** buyUserInfo: one bought card, for its buyer only. */
    async purchase(userId: number, id: number): Promise<BlindBoxPurchaseVo> {
      const purchase = await repo.purchase(db, id);
      if (!purchase || purchase.buyerId !== userId) fail('notFound');
      const profile = (await repo.profile(db, purchase!.profileUserId)) ?? fail('notFound');
      return presentPurchase(purchase!, profile);
    },

    /** Whether the buyer drew this user's card: the card's chat is his without paying for a dating chat. */
    hasBought: (buyerId: number, profileUserId: number) => repo.hasBought(db, buyerId, profileUserId),

    async bought(userId: number, page: PageQuery) {
      const { rows, total } = await repo.bought(db, userId, page);
      return { rows: rows.map((r) => presentPurchase(r.purchase, r.profile)), total };
    },
  };
  return service;
}

export type BlindBoxService = ReturnType<typeof createBlindBoxService>;
