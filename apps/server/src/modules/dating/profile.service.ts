import {
  CurrencyId,
  type DatingBondVo,
  type DatingListQuery,
  type DatingProfileBody,
  type DatingProfileVo,
  FlowDirection,
  FlowStatus,
  FlowType,
  HIDDEN_CURRENCY_ID,
  InviteModule,
  type Language,
} from '@volna/contracts';
import { uniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { InviteQualified } from '../invites/invites.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { DatingSettings } from './dating-settings.ts';
import { feedPage, locationKeyOf } from './feed.repository.ts';
import type { DatingMediaService } from './media.service.ts';
import { atLeast } from './money.ts';
import { isImage, presentLabel, presentProfile } from './profile.presenter.ts';
import { likesRepository } from './likes.repository.ts';
import {
  type LabelRow,
  type NewMedia,
  type ProfileRow,
  profileRepository as repo,
} from './profile.repository.ts';
import { relationsOf } from './viewer.repository.ts';

export type DatingProfileDeps = {
  users: UsersService;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  media: DatingMediaService;
  settings: DatingSettings;
  inviteQualified: InviteQualified;
};

/** Where the deposit's money and flow rows point: the ledger's reference and the flows' relatedType. */
export const PROFILE_RELATED_TYPE = 'dating_profile';

/** How long the label list is reused before it is read again. */
const LABELS_CACHE_MS = 5 * 60_000;

const RECEIPT_CURRENCIES = new Set<number>(
  Object.values(CurrencyId).filter((id) => id !== HIDDEN_CURRENCY_ID),
);

/**
 * Dating profiles (userPersonals): publish (holds the deposit in the same transaction as the row), edit, read as a
 * viewer sees them, the feed, hiding a profile, and delete (releases the deposit exactly once).
 */
export function createDatingProfileService(deps: AppDeps, others: DatingProfileDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, ledger, flows, accounts, media, settings } = others;

  // The labels are seeded by migrations and never edited at run time: read once a while, not on every feed page.
  let labelCache: { at: number; byId: Promise<Map<number, LabelRow>> } | undefined;
  function labelMap() {
    const now = Date.now();
    if (!labelCache || now - labelCache.at > LABELS_CACHE_MS) {
      const byId = repo.labels(db).then((rows) => new Map(rows.map((l) => [l.id, l])));
      labelCache = { at: now, byId };
      byId.catch(() => {
        labelCache = undefined;
      });
    }
    return labelCache.byId;
  }

  /** Profiles as `viewerId` (null: a guest) sees them, in the order given. */
  async function present(viewerId: number | null, rows: ProfileRow[], lang: Language) {
    const [items, labels, rel] = await Promise.all([
      repo.mediaOf(
        db,
        rows.map((r) => r.id),
      ),
      labelMap(),
      relationsOf(db, viewerId, rows),
    ]);
    return rows.map((row) =>
      presentProfile(
        row,
        items.filter((i) => i.profileId === row.id),
        labels,
        rel,
        lang,
      ),
    );
  }

  async function presentOne(viewerId: number | null, row: ProfileRow, lang: Language) {
    return (await present(viewerId, [row], lang))[0]!;
  }

  /** Every rule of spec §5 that the schema alone cannot check; nothing is written before all pass. */
  async function checkBody(userId: number, body: DatingProfileBody, current: ProfileRow | undefined) {
    const locked = current ?? (await repo.newestByUser(db, userId));
    if (locked && locked.gender !== body.gender) fail('datingGenderLocked');
    if (!RECEIPT_CURRENCIES.has(body.currencyId)) fail('currencyUnknown');
    const labels = await labelMap();
    if (body.labelIds.some((id) => !labels.has(id))) fail('datingLabelUnknown');
    const [first] = body.userImageList;
    if (first!.isPaid || !isImage(first!.mediaType)) fail('datingAvatarMustBeFree');
    await media.checkVoice(userId, body.voiceUrl);
  }

  /**
   * The album as rows: items kept by id must be this profile's (their paid flag and files stay as stored), new ones
   * go through the media service. Answers what replaceMedia needs and the avatar.
   */
  async function albumOf(userId: number, body: DatingProfileBody, current: ProfileRow | undefined) {
    const existing = current ? await repo.mediaOf(db, [current.id]) : [];
    const byId = new Map(existing.map((m) => [m.id, m]));
    const kept: { id: number; sort: number; isPaid: boolean; mediaType: number }[] = [];
    const fresh: { input: DatingProfileBody['userImageList'][number]; sort: number }[] = [];
    const seen = new Set<number>();
    for (const [sort, input] of body.userImageList.entries()) {
      if (input.id === undefined) {
        fresh.push({ input, sort });
        continue;
      }
      const found = byId.get(input.id) ?? fail('badRequest', { field: `userImageList.${sort}.id` });
      if (seen.has(input.id)) fail('badRequest', { field: `userImageList.${sort}.id` });
      seen.add(input.id);
      kept.push({ id: found.id, sort, isPaid: found.isPaid, mediaType: found.mediaType });
    }
    const paidKept = kept.some((k) => k.isPaid);
    const paidNew = fresh.some((f) => f.input.isPaid);
    const first = kept.find((k) => k.sort === 0);
    if (first && (first.isPaid || !isImage(first.mediaType))) fail('datingAvatarMustBeFree');
    if ((paidKept || paidNew) && body.albumPrice === null) fail('datingAlbumPriceRequired');
    if (current && !paidKept && !paidNew && (await repo.albumSold(db, current.id)))
      fail('datingPaidPhotoRequired');
    const added = await media.prepareNew(userId, fresh);
    const avatarRow = first ? byId.get(first.id)! : added.find((a) => a.sort === 0)!;
    return {
      kept,
      added,
      avatar: avatarRow.url ?? '',
      avatarCompress: avatarRow.urlCompress ?? avatarRow.url ?? '',
    };
  }

  const fieldsOf = (body: DatingProfileBody, avatar: { avatar: string; avatarCompress: string }) => ({
    nickName: body.nickName,
    avatar: avatar.avatar,
    avatarCompress: avatar.avatarCompress,
    gender: body.gender,
    age: body.age,
    height: body.height,
    weight: body.weight,
    location: body.location.replace(/\s+/g, ' '),
    locationKey: locationKeyOf(body.location),
    labelIds: [...new Set(body.labelIds)],
    brief: body.brief,
    voiceUrl: body.voiceUrl,
    voiceSeconds: body.voiceUrl ? body.voiceSeconds : 0,
    chatPrice: body.chatPrice,
    albumPrice: body.albumPrice,
    currencyId: body.currencyId,
  });

  const withProfile = (rows: Omit<NewMedia, 'profileId'>[], profileId: number) =>
    rows.map((r) => ({ ...r, profileId }));

  const service = {
    present,
    presentOne,

    async labels(lang: Language) {
      return [...(await labelMap()).values()].map((l) => presentLabel(l, lang));
    },

    /** The caller's live profile, or 'set dating info first'. */
    async mineOrFail(userId: number) {
      return (await repo.liveByUser(db, userId)) ?? fail('datingProfileRequired');
    },

    /** A live profile by id, or not found. */
    async liveOrFail(id: number) {
      return (await repo.liveById(db, id)) ?? fail('datingProfileNotFound');
    },

    /**
     * POST /app/jy/userPersonals: the first publish. The deposit is held from the caller's balance in the same
     * transaction as the row (idempotent per profile); one live profile per user (a second answers datingProfileExists).
     */
    async create(userId: number, body: DatingProfileBody, lang: Language): Promise<DatingProfileVo> {
      if (await repo.liveByUser(db, userId)) fail('datingProfileExists');
      await checkBody(userId, body, undefined);
      const album = await albumOf(userId, body, undefined);
      const bond = await settings.bond();
      const now = clock.now();
      const row = await db
        .transaction(async (tx) => {
          const inserted = await repo.insert(tx, {
            ...fieldsOf(body, album),
            userId,
            likeCount: await likesRepository.receivedCount(tx, userId),
            bondAmount: bond.amount,
            bondCurrencyId: bond.currencyId,
            createdAt: now,
            updatedAt: now,
          });
          await repo.replaceMedia(tx, inserted.id, [], withProfile(album.added, inserted.id));
          const reference = `${PROFILE_RELATED_TYPE}:${inserted.id}`;
          const account = await ledger.accountFor(userId, bond.currencyId, tx);
          const { holdId, txId } = await ledger.hold(
            {
              account,
              amount: bond.amount,
              kind: 'datingBond',
              reference,
              idempotency: { scope: 'datingBond', key: String(inserted.id) },
            },
            tx,
          );
          await flows.createFlow(
            {
              userId,
              type: FlowType.datingBond,
              direction: FlowDirection.out,
              status: FlowStatus.inProgress,
              currencyId: bond.currencyId,
              amount: bond.amount,
              relatedType: PROFILE_RELATED_TYPE,
              relatedId: inserted.id,
              txId,
            },
            tx,
          );
          // The first published profile pays the user's inviter once (a later one meets the paid row).
          await others.inviteQualified(userId, InviteModule.dating, tx);
          return repo.update(tx, inserted.id, { bondHoldId: holdId });
        })
        .catch((error: unknown) => {
          // Two publishes at once: the loser's insert meets the live-profile unique index.
          if (uniqueViolation(error) === 'dating_profiles_user_live_uq') fail('datingProfileExists');
          throw error;
        });
      return presentOne(userId, row, lang);
    },

    /** PUT /app/jy/userPersonals: edits the caller's live profile; gender stays, a sold album keeps a paid item. */
    async update(userId: number, body: DatingProfileBody, lang: Language): Promise<DatingProfileVo> {
      const current = await service.mineOrFail(userId);
      await checkBody(userId, body, current);
      const album = await albumOf(userId, body, current);
      const row = await db.transaction(async (tx) => {
        const locked = (await repo.lockLive(tx, current.id)) ?? fail('datingProfileNotFound');
        await repo.replaceMedia(tx, locked.id, album.kept, withProfile(album.added, locked.id));
        return repo.update(tx, locked.id, { ...fieldsOf(body, album), updatedAt: clock.now() });
      });
      return presentOne(userId, row, lang);
    },

    /**
     * DELETE /app/jy/userPersonals/del: unpublishes the caller's profile and releases the deposit, exactly once (the
     * row lock, the live check and the release's idempotency key each make a repeat a no-op).
     */
    async remove(userId: number, id: number) {
      const found = (await repo.liveById(db, id)) ?? fail('datingProfileNotFound');
      if (found.userId !== userId) fail('forbidden');
      await db.transaction(async (tx) => {
        const row = await repo.lockLive(tx, id);
        if (!row) return;
        const now = clock.now();
        await repo.update(tx, id, {
          deletedAt: now,
          bondReleasedAt: row.bondHoldId ? now : null,
          updatedAt: now,
        });
        if (!row.bondHoldId) return;
        await ledger.release(
          {
            holdId: row.bondHoldId,
            ownerUserId: userId,
            kind: 'datingBondRelease',
            reference: `${PROFILE_RELATED_TYPE}:${id}`,
            idempotency: { scope: 'datingBondRelease', key: String(id) },
          },
          tx,
        );
        await flows.updateFlowStatus(
          { relatedType: PROFILE_RELATED_TYPE, relatedId: id, userId },
          FlowStatus.refund,
          null,
          tx,
        );
      });
    },

    async byId(viewerId: number | null, id: number, lang: Language) {
      const row = await service.liveOrFail(id);
      await hiddenByBlock(viewerId, row.userId);
      return presentOne(viewerId, row, lang);
    },

    async byUser(viewerId: number | null, userId: number, lang: Language) {
      const row = (await repo.liveByUser(db, userId)) ?? fail('datingProfileNotFound');
      await hiddenByBlock(viewerId, row.userId);
      return presentOne(viewerId, row, lang);
    },

    async mine(userId: number, lang: Language) {
      const row = await repo.liveByUser(db, userId);
      return row ? presentOne(userId, row, lang) : null;
    },

    /** GET /app/jy/userPersonals/bond: what publishing holds, and mine if held. */
    async bond(userId: number): Promise<DatingBondVo> {
      const [bond, mine] = await Promise.all([settings.bond(), repo.liveByUser(db, userId)]);
      const held = Boolean(mine?.bondHoldId && !mine.bondReleasedAt);
      const balance = (await accounts.balanceOf(userId, bond.currencyId))?.balance ?? '0';
      return {
        amount: bond.amount,
        currencyId: bond.currencyId,
        currencyCode: bond.currencyCode,
        held,
        heldAmount: held ? mine!.bondAmount : null,
        balance,
        enough: atLeast(balance, bond.amount),
      };
    },

    /** POST /app/jy/userPersonals/blocking: hides (or shows again) a profile in the caller's feed. */
    async setHidden(userId: number, profileId: number, hidden: boolean) {
      const row = await service.liveOrFail(profileId);
      if (row.userId === userId) fail('cannotTargetSelf');
      await repo.setHidden(db, userId, profileId, hidden);
    },

    /** GET /app/jy/userPersonals/list: one keyset page; `nextCursor` is the last id when more may follow. */
    async list(viewerId: number | null, query: DatingListQuery, lang: Language) {
      const rows = await feedPage(db, {
        beforeId: query.cursor === undefined ? undefined : Number(query.cursor),
        gender: query.gender,
        ageMin: query.ageMin,
        ageMax: query.ageMax,
        locationKey: query.location === undefined ? undefined : locationKeyOf(query.location),
        labelId: query.labelId,
        viewerId: viewerId ?? undefined,
        limit: query.pageSize + 1,
      });
      const page = rows.slice(0, query.pageSize);
      const more = rows.length > query.pageSize;
      return {
        rows: await present(viewerId, page, lang),
        nextCursor: more ? String(page[page.length - 1]!.id) : null,
      };
    },
  };

  /** A profile of someone blocked either way is not there for the viewer. */
  async function hiddenByBlock(viewerId: number | null, ownerId: number) {
    if (viewerId === null || viewerId === ownerId) return;
    if ((await users.isBlocked(viewerId, ownerId)) || (await users.isBlocked(ownerId, viewerId)))
      fail('datingProfileNotFound');
  }

  return service;
}
export type DatingProfileService = ReturnType<typeof createDatingProfileService>;
