import {
  BLOCK_CHECKS_PER_MINUTE,
  AREA_CODES,
  BATCH_INFO_MAX_IDS,
  displayName,
  EMAIL_PATTERN,
  normalizePhone,
  type PageQuery,
  Privacy,
  type UpdateUserBody,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  type UserVo,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { lowerContains } from '../../db/like.ts';
import { fail } from '../../http/errors.ts';
import { createRateLimiter, type RateLimit } from '../../http/rate-limit.ts';
import { verifySecret } from './password.ts';
import {
  findableByPhone,
  presentOwn,
  presentUser,
  SEES_ALL,
  type Visibility,
  visibilityFor,
} from './user.presenter.ts';
import { type UserPatch, type UserRow, usersRepository } from './users.repository.ts';
import type { AreRelated, ContactIdsOf, OnBlocked, RemarksOf } from './users.service.ts';
import { pairKey } from './pair-key.ts';

type AreContacts = (viewerId: number, ownerId: number) => Promise<boolean>;
type PhoneKey = { areaCode?: string; phone: string };
type SearchKeys = { phones: PhoneKey[]; email?: string; userCode?: string };

const userCodePattern = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);

/** What a search keyword could be besides a name: a phone (with or without +7/+86), an e-mail, a user code. */
export function searchKeysOf(keyword: string): SearchKeys {
  const keys: SearchKeys = { phones: [] };
  const compact = keyword.replace(/[\s()-]/g, '');
  const digits = compact.replace(/^\+/, '');
  if (/^\d{5,18}$/.test(digits)) {
    if (!compact.startsWith('+')) keys.phones.push({ phone: digits });
    for (const areaCode of AREA_CODES) {
      const prefix = areaCode.slice(1);
      const national = digits.startsWith(prefix)
        ? normalizePhone(areaCode, digits.slice(prefix.length))
        : null;
      if (national) keys.phones.push({ areaCode, phone: national });
    }
  }
  if (EMAIL_PATTERN.test(keyword)) keys.email = keyword.toLowerCase();
  if (userCodePattern.test(keyword.toUpperCase())) keys.userCode = keyword.toUpperCase();
  return keys;
}

/**
 * Which of the keys this user matched with a field the viewer may use: the phone when he may find the user by it
 * (findByPhonePrivacy, even if the number stays hidden from him), the e-mail and code when he may see them.
 */
function matchesFor(user: UserRow, keys: SearchKeys, visible: Visibility, findByPhone: boolean) {
  const byPhone =
    findByPhone &&
    keys.phones.some(
      (k) => k.phone === user.phone && (k.areaCode === undefined || k.areaCode === user.areaCode),
    );
  const byEmail = visible.email && keys.email !== undefined && keys.email === user.email;
  const byCode = visible.code && keys.userCode !== undefined && keys.userCode === user.userCode;
  return byPhone || byEmail || byCode;
}

const blockChecksPerUser: RateLimit = {
  rule: 'block-check',
  limit: BLOCK_CHECKS_PER_MINUTE,
  windowSeconds: 60,
};

const NAME_FIELDS = ['userName', 'firstName', 'lastName'] as const;
const AVATAR_FIELDS = ['avatar', 'avatarCompress'] as const;

/** Profiles, other users as a viewer may see them, search, blocks and the pay password. */
export function createUserDirectory(
  deps: AppDeps,
  areContacts: AreContacts,
  hooks: {
    remarksOf?: RemarksOf;
    onBlocked?: OnBlocked;
    contactIdsOf?: ContactIdsOf;
    areRelated?: AreRelated;
  } = {},
) {
  const { db } = deps.database;
  const limiter = createRateLimiter(deps);
  const { clock, config, store } = deps;

  /** URLs this server hands out for uploads; an avatar must be one of them, never an arbitrary link. */
  const uploadPrefixes = [...new Set([store.url(''), '/files/', config.s3?.publicUrl].filter(Boolean))].map(
    (p) => (p!.endsWith('/') ? p! : `${p}/`),
  );
  const isIssuedUrl = (url: string) =>
    url === '' ||
    (uploadPrefixes.some((p) => url.startsWith(p) && url.length > p.length) &&
      !url.includes('..') &&
      !/[\s\\<>"']/.test(url));

  async function existingOrFail(userId: number) {
    return (await usersRepository.findById(db, userId)) ?? fail('userNotFound');
  }

  async function visibilityOf(viewerId: number, user: UserRow): Promise<Visibility> {
    if (viewerId === user.id) return SEES_ALL;
    const needsContacts = [user.phonePrivacy, user.emailPrivacy, user.codePrivacy].includes(Privacy.contacts);
    return visibilityFor(user, needsContacts ? await areContacts(viewerId, user.id) : false);
  }

  /** Users other than the viewer whose phone (findable by him), e-mail or code (visible to him) the keys name exactly. */
  async function exactMatches(viewerId: number, keys: SearchKeys): Promise<UserRow[]> {
    const out: UserRow[] = [];
    for (const user of await usersRepository.findExact(db, viewerId, keys)) {
      const levels = [user.phonePrivacy, user.emailPrivacy, user.codePrivacy, user.findByPhonePrivacy];
      const isContact = levels.includes(Privacy.contacts) && (await areContacts(viewerId, user.id));
      if (matchesFor(user, keys, visibilityFor(user, isContact), findableByPhone(user, isContact)))
        out.push(user);
    }
    return out;
  }

  /**
   * Exact matches of the keyword first, then users whose name contains it (among `onlyIds` when given), paged as one
   * list with the total of both.
   */
  async function exactThenByName(
    viewerId: number,
    query: PageQuery & { keyword: string },
    onlyIds?: number[],
  ) {
    const exact = await exactMatches(viewerId, searchKeysOf(query.keyword));
    const offset = offsetOf(query);
    const exactPage = exact.slice(offset, offset + query.pageSize);
    const byName = await usersRepository.pageOthers(db, viewerId, {
      namePattern: lowerContains(query.keyword),
      onlyIds,
      excludeIds: exact.map((u) => u.id),
      offset: Math.max(0, offset - exact.length),
      limit: query.pageSize - exactPage.length,
    });
    return {
      rows: await withRemarks(viewerId, await presentAll(viewerId, [...exactPage, ...byName.rows])),
      total: exact.length + byName.total,
    };
  }

  async function present(viewerId: number, user: UserRow): Promise<UserVo> {
    return presentUser(user, await visibilityOf(viewerId, user));
  }

  async function presentAll(viewerId: number, rows: UserRow[]) {
    const out: UserVo[] = [];
    for (const row of rows) out.push(await present(viewerId, row));
    return out;
  }

  /** Adds the viewer's own remark for each of these users (a friend's commentName/commentLast) and the name it makes. */
  async function withRemarks(viewerId: number, vos: UserVo[]) {
    if (!hooks.remarksOf || !vos.length) return vos;
    const remarks = await hooks.remarksOf(
      viewerId,
      vos.map((vo) => vo.userId),
    );
    return vos.map((vo) => {
      const remark = remarks.get(vo.userId);
      if (!remark) return vo;
      const out = { ...vo, commentName: remark.commentName, commentLast: remark.commentLast };
      return { ...out, nickName: displayName(out) };
    });
  }

  const offsetOf = (q: PageQuery) => (q.pageNum - 1) * q.pageSize;

  return {
    /** Another user (or oneself) as this viewer may see him. */
    presentFor: present,

    async myInfo(userId: number) {
      return presentOwn(await existingOrFail(userId));
    },

    /** Shown even when one blocked the other: the chat screen needs the name to offer "unblock". */
    async viewUser(viewerId: number, userId: number) {
      const [vo] = await withRemarks(viewerId, [await present(viewerId, await existingOrFail(userId))]);
      return vo!;
    },

    /** Users by comma-joined ids, in the order asked, unknown ids left out. */
    async batchInfo(viewerId: number, userIdsText: string) {
      const ids = [...new Set(userIdsText.split(',').map(Number))];
      if (ids.length > BATCH_INFO_MAX_IDS || ids.some((id) => id < 1 || id > 2_147_483_647))
        fail('badRequest', { field: 'userIds' });
      const byId = new Map((await usersRepository.findByIds(db, ids)).map((u) => [u.id, u]));
      return withRemarks(
        viewerId,
        await presentAll(
          viewerId,
          ids.flatMap((id) => byId.get(id) ?? []),
        ),
      );
    },

    /**
     * A user row another module read in its own statement (a home read joining the users it shows, issue 19), as
     * this viewer may see him, given whether the viewer is among his contacts (the `isContactOf` condition of the
     * friends module, read in the same statement). No query.
     */
    presentRow(viewerId: number, user: UserRow, isContact: boolean): UserVo {
      return presentUser(user, viewerId === user.id ? SEES_ALL : visibilityFor(user, isContact));
    },

    /**
     * Display names of these users as a stranger sees them (the viewer sees his own in full): one statement and no
     * contact look-ups, for public listings such as the exchange market, where a name per row must not cost a query.
     */
    async publicNamesOf(viewerId: number, ids: number[]) {
      const rows = ids.length ? await usersRepository.findByIds(db, [...new Set(ids)]) : [];
      return new Map(
        rows.map((u) => [
          u.id,
          displayName(presentUser(u, viewerId === u.id ? SEES_ALL : visibilityFor(u, false))),
        ]),
      );
    },

    /** Users by id as this viewer may see them (no remarks), in the order given, unknown ids left out. */
    async presentByIds(viewerId: number, ids: number[]) {
      const byId = new Map((await usersRepository.findByIds(db, [...new Set(ids)])).map((u) => [u.id, u]));
      return presentAll(
        viewerId,
        ids.flatMap((id) => byId.get(id) ?? []),
      );
    },

    /**
     * Exact matches come first (a phone whose owner lets this viewer find him by it, an e-mail or code he lets him
     * see), then name matches; users on either side of a block are left out.
     */
    search: (viewerId: number, query: PageQuery & { keyword: string }) => exactThenByName(viewerId, query),

    /**
     * The directory lists only whom the viewer may see, never the user base: his contacts, newest first; with a
     * keyword, anyone it names exactly (as the search finds him) and then his contacts whose name contains it.
     */
    async list(viewerId: number, query: PageQuery & { keyword?: string }) {
      const contactIds = (await hooks.contactIdsOf?.(viewerId)) ?? [];
      if (query.keyword) return exactThenByName(viewerId, { ...query, keyword: query.keyword }, contactIds);
      const { rows, total } = await usersRepository.pageOthers(db, viewerId, {
        onlyIds: contactIds,
        offset: offsetOf(query),
        limit: query.pageSize,
      });
      return { rows: await withRemarks(viewerId, await presentAll(viewerId, rows)), total };
    },

    /**
     * The user with exactly this number, when this viewer may find him by it (findByPhonePrivacy; blocks either way
     * hide him), shown as the viewer may see him: the number itself only under phonePrivacy.
     */
    async findByPhoneFor(viewerId: number, areaCode: string, phone: string): Promise<UserVo | undefined> {
      const [user] = await exactMatches(viewerId, { phones: [{ areaCode, phone }] });
      if (!user) return undefined;
      const [vo] = await withRemarks(viewerId, [await present(viewerId, user)]);
      return vo;
    },

    /**
     * Which of these users (a viewer's friends, for the friends search) match the keyword by name, or by a phone the
     * viewer may see; a literal, case-insensitive substring either way.
     */
    async matchingAmong(viewerId: number, ids: number[], keyword: string): Promise<Set<number>> {
      const digits = keyword.replace(/[\s()+-]/g, '');
      const phoneDigits = /^\d{3,}$/.test(digits) ? digits : undefined;
      const found = new Set<number>();
      for (const { user, byName, byPhone } of await usersRepository.matchAmong(
        db,
        ids,
        lowerContains(keyword),
        phoneDigits,
      ))
        if (byName || (byPhone && (await visibilityOf(viewerId, user)).phone)) found.add(user.id);
      return found;
    },

    /** Setting any name marks the name as chosen (modifyFlag 1), which ends the phone-as-name display rule. */
    async updateProfile(userId: number, body: UpdateUserBody) {
      await existingOrFail(userId);
      for (const field of AVATAR_FIELDS) {
        const url = body[field];
        if (url !== undefined && !isIssuedUrl(url)) fail('badRequest', { field });
      }
      const patch: UserPatch = { ...body };
      if (NAME_FIELDS.some((field) => body[field] !== undefined)) patch.modifyFlag = 1;
      patch.updatedAt = clock.now();
      return presentOwn((await usersRepository.update(db, userId, patch))!);
    },

    async verifyPayPassword(userId: number, payPassword: string) {
      const user = await usersRepository.findById(db, userId);
      return user ? verifySecret(payPassword, user.payPasswordHash) : false;
    },

    // blocks

    /** Whether `blockerId` has blocked `blockedId` (one direction; see `eitherBlocked`). */
    isBlocked: (blockerId: number, blockedId: number) => usersRepository.isBlocking(db, blockerId, blockedId),

    /** The blocks among these (blocker, blocked) pairs, as `blocker:blocked` keys. */
    async blocksAmong(pairs: Array<[number, number]>): Promise<Set<string>> {
      const found = await usersRepository.blocksAmong(db, pairs);
      return new Set(found.map(([blocker, blocked]) => pairKey(blocker, blocked)));
    },

    /** Which of these ids are users. */
    async existingIds(ids: number[]): Promise<Set<number>> {
      const rows = await usersRepository.findByIds(db, [...new Set(ids)]);
      return new Set(rows.map((row) => row.id));
    },

    async eitherBlocked(a: number, b: number) {
      return (await usersRepository.isBlocking(db, a, b)) || (await usersRepository.isBlocking(db, b, a));
    },

    async block(userId: number, targetId: number) {
      if (userId === targetId) fail('cannotTargetSelf');
      await existingOrFail(targetId);
      if (!(await usersRepository.block(db, userId, targetId, clock.now()))) fail('alreadyBlocked');
      await hooks.onBlocked?.(userId, targetId);
    },

    async unblock(userId: number, targetId: number) {
      if (userId === targetId) fail('cannotTargetSelf');
      await existingOrFail(targetId);
      if (!(await usersRepository.unblock(db, userId, targetId))) fail('notFound');
    },

    /**
     * Issue 28 §5: whether the other blocked me is told only about someone I have a chat or contact relation with;
     * for anyone else, existing or not, the answer is the same, so no id's existence nor blocker is found by asking.
     */
    async checkBlocked(userId: number, otherId: number) {
      await limiter.hit(blockChecksPerUser, userId);
      const related = userId !== otherId && ((await hooks.areRelated?.(userId, otherId)) ?? false);
      return {
        blocked: related && (await usersRepository.isBlocking(db, otherId, userId)),
        blocking: await usersRepository.isBlocking(db, userId, otherId),
      };
    },

    async listBlocked(userId: number, query: PageQuery) {
      const { rows, total } = await usersRepository.pageBlocked(db, userId, offsetOf(query), query.pageSize);
      const out = [];
      for (const { user, blockedAt } of rows)
        out.push({ ...(await present(userId, user)), blockedAt: blockedAt.toISOString() });
      return { rows: out, total };
    },
  };
}
