import {
  type AddFriendBody,
  displayName,
  type FriendRemarkBody,
  FriendRequestStatus,
  type FriendRequestVo,
  type FriendVo,
  type PageQuery,
  type SearchPageQuery,
  type SentFriendRequestsQuery,
  type UserVo,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  type FriendRequestRow,
  type FriendshipRow,
  friendsRepository as repo,
} from './friends.repository.ts';

export type FriendsDeps = { users: UsersService; delivery: Delivery };

function presentRequest(row: FriendRequestRow, other: UserVo): FriendRequestVo {
  return {
    requestId: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    message: row.message,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    decideTime: row.decidedAt?.toISOString() ?? null,
    user: other,
  };
}

function presentFriend(row: FriendshipRow, user: UserVo): FriendVo {
  const vo = { ...user, commentName: row.commentName, commentLast: row.commentLast };
  return { ...vo, nickName: displayName(vo), createTime: row.createdAt.toISOString() };
}

/**
 * Friends (spec §2 friends pages, §7 /app/friend): requests the other side accepts or declines, the friends list with
 * the viewer's own remark, and "My Contacts" for the users module (friends are contacts). Checks that need the users
 * module (existence, blocks, presenting a user) run before a change's transaction, which cannot reach another module.
 */
export function createFriendsService(deps: AppDeps, others: FriendsDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, delivery } = others;

  /** One change between two users, in a transaction with the pair locked; its events are published after commit. */
  async function change<T>(a: number, b: number, work: (tx: Db, events: Delivered[]) => Promise<T>) {
    const events: Delivered[] = [];
    const result = await db.transaction(async (tx) => {
      await repo.lockPair(tx, a, b);
      return work(tx, events);
    });
    await delivery.publish(events);
    return result;
  }

  /** The other user, who must exist and be on neither side of a block with me. */
  async function reachableOther(me: number, otherId: number) {
    if (me === otherId) fail('cannotTargetSelf');
    const other = (await users.findById(otherId)) ?? fail('userNotFound');
    if (await users.isBlocked(otherId, me)) fail('blockedByUser');
    if (await users.isBlocked(me, otherId)) fail('youBlockedUser');
    return other;
  }

  /** The request, which must be addressed to me: anybody else's is not found. */
  async function requestToMe(me: number, requestId: number) {
    const request = await repo.requestById(db, requestId);
    if (!request || request.toUserId !== me) return fail('notFound');
    return request;
  }

  /** The request, which must be mine: anybody else's is not found. */
  async function requestFromMe(me: number, requestId: number) {
    const request = await repo.requestById(db, requestId);
    if (!request || request.fromUserId !== me) return fail('notFound');
    return request;
  }

  /** Requests with the other side of each as I may see him; one whose other side is gone is left out. */
  async function presentRequests(
    me: number,
    { rows, total }: { rows: FriendRequestRow[]; total: number },
    otherOf: (row: FriendRequestRow) => number,
  ) {
    const others = new Map((await users.presentByIds(me, rows.map(otherOf))).map((u) => [u.userId, u]));
    return {
      rows: rows.flatMap((r) => {
        const other = others.get(otherOf(r));
        return other ? [presentRequest(r, other)] : [];
      }),
      total,
    };
  }

  /** Friendship rows as friends: each user as I may see him, with my remark. */
  async function presentPage(me: number, { rows, total }: { rows: FriendshipRow[]; total: number }) {
    const byId = new Map(
      (
        await users.presentByIds(
          me,
          rows.map((r) => r.friendId),
        )
      ).map((u) => [u.userId, u]),
    );
    return {
      rows: rows.flatMap((r) => {
        const user = byId.get(r.friendId);
        return user ? [presentFriend(r, user)] : [];
      }),
      total,
    };
  }

  async function areFriends(a: number, b: number) {
    return !!(await repo.friendship(db, a, b));
  }

  async function accepted(tx: Db, events: Delivered[], request: FriendRequestRow) {
    const now = clock.now();
    const decided = await repo.decide(tx, request.id, FriendRequestStatus.accepted, now);
    await repo.befriend(tx, request.fromUserId, request.toUserId, now);
    // A request the other way is answered by the same friendship.
    await repo.closePendingBetween(
      tx,
      request.fromUserId,
      request.toUserId,
      FriendRequestStatus.accepted,
      now,
    );
    events.push(
      ...(await delivery.append(tx, [request.fromUserId], {
        type: 'friendAccepted',
        userId: request.toUserId,
        requestId: request.id,
      })),
    );
    return decided ?? request;
  }

  return {
    /** "My Contacts" (spec §6): the owner's friends are his contacts. */
    areContacts: (viewerId: number, ownerId: number) => areFriends(ownerId, viewerId),

    areFriends,

    /** The ids of my contacts (my friends), for the user directory. */
    contactIdsOf: (me: number) => repo.friendIds(db, me),

    /** The viewer's remarks for those of these users who are his friends. */
    async remarksOf(viewerId: number, userIds: number[]) {
      const rows = await repo.remarksOf(db, viewerId, userIds);
      return new Map(
        rows.map((r) => [r.friendId, { commentName: r.commentName, commentLast: r.commentLast }]),
      );
    },

    /**
     * A request to another user; when he had already asked me, my request accepts his and we are friends at once.
     * A second request while mine is pending answers the pending one.
     */
    async add(me: number, body: AddFriendBody) {
      const other = await reachableOther(me, body.userId);
      const meRow = (await users.findById(me)) ?? fail('userNotFound');
      const otherForMe = await users.presentFor(me, other);
      const meForOther = await users.presentFor(other.id, meRow);
      const message = body.message ?? body.remark ?? '';
      const outcome = await change(me, other.id, async (tx, events) => {
        if (await repo.friendship(tx, me, other.id)) fail('alreadyFriends');
        const mine = await repo.pendingRequest(tx, me, other.id);
        if (mine) return { friends: false, request: mine };
        const theirs = await repo.pendingRequest(tx, other.id, me);
        if (theirs) return { friends: true, request: await accepted(tx, events, theirs) };
        const request = await repo.insertRequest(tx, me, other.id, message, clock.now());
        events.push(
          ...(await delivery.append(tx, [other.id], {
            type: 'friendRequest',
            request: presentRequest(request, meForOther),
          })),
        );
        return { friends: false, request };
      });
      return { friends: outcome.friends, request: presentRequest(outcome.request, otherForMe) };
    },

    /** Requests addressed to me (the friendAgreement page): pending first, then newest first. */
    async incoming(me: number, query: PageQuery) {
      const offset = (query.pageNum - 1) * query.pageSize;
      const found = await repo.pageIncoming(db, me, offset, query.pageSize);
      return presentRequests(me, found, (r) => r.fromUserId);
    },

    /** My requests still waiting for an answer (the agreement page's "Sent", the profile), newest first. */
    async sent(me: number, query: SentFriendRequestsQuery) {
      const offset = (query.pageNum - 1) * query.pageSize;
      const found = await repo.pageSent(db, me, query.userId, offset, query.pageSize);
      return presentRequests(me, found, (r) => r.toUserId);
    },

    /**
     * Only the sender withdraws his request, and only while it waits; the addressee hears of it so his list and badge
     * drop it. Cancelling again answers the same; a request already answered cannot be withdrawn.
     */
    async cancel(me: number, requestId: number) {
      const request = await requestFromMe(me, requestId);
      const addressee = (await users.findById(request.toUserId)) ?? fail('notFound');
      const addresseeForMe = await users.presentFor(me, addressee);
      const result = await change(me, addressee.id, async (tx, events) => {
        const current = (await repo.requestById(tx, requestId))!;
        if (current.status === FriendRequestStatus.cancelled) return current;
        if (current.status !== FriendRequestStatus.pending) fail('friendRequestAnswered');
        const cancelled = (await repo.decide(tx, requestId, FriendRequestStatus.cancelled, clock.now()))!;
        events.push(
          ...(await delivery.append(tx, [addressee.id], {
            type: 'friendRequestCancelled',
            userId: me,
            requestId,
          })),
        );
        return cancelled;
      });
      return presentRequest(result, addresseeForMe);
    },

    /** Only the addressee accepts; both become friends and the sender hears of it. Accepting twice answers the same. */
    async accept(me: number, requestId: number) {
      const request = await requestToMe(me, requestId);
      const sender = await reachableOther(me, request.fromUserId);
      const senderForMe = await users.presentFor(me, sender);
      const result = await change(me, sender.id, async (tx, events) => {
        const current = (await repo.requestById(tx, requestId))!;
        if (current.status === FriendRequestStatus.accepted) return current;
        if (current.status !== FriendRequestStatus.pending) fail('notFound');
        if (await repo.friendship(tx, me, sender.id)) fail('alreadyFriends');
        return accepted(tx, events, current);
      });
      return presentRequest(result, senderForMe);
    },

    /** Only the addressee declines; the sender is not told (he may ask again later). */
    async decline(me: number, requestId: number) {
      const request = await requestToMe(me, requestId);
      const sender = (await users.findById(request.fromUserId)) ?? fail('notFound');
      const senderForMe = await users.presentFor(me, sender);
      const result = await change(me, sender.id, async (tx) => {
        const current = (await repo.requestById(tx, requestId))!;
        if (current.status === FriendRequestStatus.declined) return current;
        if (current.status !== FriendRequestStatus.pending) fail('notFound');
        return (await repo.decide(tx, requestId, FriendRequestStatus.declined, clock.now()))!;
      });
      return presentRequest(result, senderForMe);
    },

    /** My friends, newest friendship first, each with my remark. */
    async list(me: number, query: PageQuery) {
      // One statement (issue 19): the friendships with their users and contact flags, and the total.
      const { rows, total } = await repo.pageWithUsers(
        db,
        me,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        rows: rows.map((r) => presentFriend(r.friendship, users.presentRow(me, r.user, r.isContact))),
        total,
      };
    },

    /**
     * My friends whose remark, name or phone (when he lets me see it) contains the keyword, newest friendship first.
     * Names and phones are the users module's: it answers which of my friends match.
     */
    async search(me: number, query: SearchPageQuery) {
      const matched = await users.matchingAmong(me, await repo.friendIds(db, me), query.keyword);
      const offset = (query.pageNum - 1) * query.pageSize;
      return presentPage(me, await repo.search(db, me, query.keyword, [...matched], offset, query.pageSize));
    },

    /** My private remark for a friend (the ModifyRemarks page); only for a friend. */
    async setRemark(me: number, body: FriendRemarkBody) {
      const friendId = (body.userId ?? body.id)!;
      if (friendId === me) fail('cannotTargetSelf');
      const friend = (await users.findById(friendId)) ?? fail('userNotFound');
      const row =
        (await repo.setRemark(db, me, friendId, body.commentName, body.commentLast)) ?? fail('notFriends');
      return presentFriend(row, await users.presentFor(me, friend));
    },

    /** Ends the friendship for both; the other side hears of it. */
    async remove(me: number, friendId: number) {
      if (friendId === me) fail('cannotTargetSelf');
      (await users.findById(friendId)) ?? fail('userNotFound');
      await change(me, friendId, async (tx, events) => {
        if (!(await repo.unfriend(tx, me, friendId))) fail('notFriends');
        events.push(...(await delivery.append(tx, [friendId], { type: 'friendRemoved', userId: me })));
      });
    },

    /** A block ends the friendship and every pending request between the two, both ways. */
    async onBlocked(blockerId: number, blockedId: number) {
      await change(blockerId, blockedId, async (tx, events) => {
        await repo.closePendingBetween(tx, blockerId, blockedId, FriendRequestStatus.declined, clock.now());
        if (await repo.unfriend(tx, blockerId, blockedId))
          events.push(
            ...(await delivery.append(tx, [blockerId, blockedId], {
              type: 'friendRemoved',
              userId: blockerId,
            })),
          );
      });
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
