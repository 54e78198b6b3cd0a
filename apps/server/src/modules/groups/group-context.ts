import {
  GROUP_INVITATION_EVENT,
  GROUP_INVITATION_TTL_MS,
  GROUP_MEMBERS_MAX,
  type GroupInvitationEvent,
  GroupInvitationStatus,
  type GroupNoticeAction,
  GroupRole,
  GroupStatus,
  type GroupStatusValue,
  ORDINARY_GROUP_MODULE_TYPE,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery, UserEvent } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { issuedUrlCheck } from '../chat/issued-url.ts';
import type { UsersService } from '../users/users.service.ts';
import { groupNotice, type Names } from './group-notices.ts';
import { groupInvitationsRepository as invitations } from './group-invitations.repository.ts';
import { type GroupPeople, NO_PEOPLE, presentGroup, presentPreview } from './group.presenter.ts';
import {
  type GroupMemberRow,
  type GroupRow,
  groupsRepository as repo,
  type NewGroup,
} from './groups.repository.ts';

export type GroupsDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  /** The friends module's answer (wired lazily: it is built after the groups): only friends are added directly. */
  areFriends: (a: number, b: number) => Promise<boolean>;
};

/** What a new group is made with besides its owner. */
export type NewGroupFields = Pick<
  NewGroup,
  'name' | 'ruName' | 'avatar' | 'avatarCompress' | 'moduleType' | 'responsibleModule' | 'serviceUserId'
>;

/** One change of one group, inside its transaction with the group row locked. */
export type Change = {
  tx: Db;
  group: GroupRow;
  /** Posts an RC:InfoNtf about the change into the group's chat (to its members as they are at this moment). */
  notice: (action: GroupNoticeAction, userIds: number[], fields?: string[]) => Promise<void>;
  /** Appends an event to these users' logs; they hear it once the change is committed. */
  tell: (userIds: number[], event: UserEvent) => Promise<void>;
};

/** The group's chat is named by the group id as a string (targetId). */
export const chatIdOf = (groupId: number) => String(groupId);

/** Helpers every part of the groups service shares: loading with the access codes, changes, names, presenting. */
export function createGroupContext(deps: AppDeps, { users, chat, delivery, areFriends }: GroupsDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const isIssuedUrl = issuedUrlCheck(deps);

  /** An existing, active group: 404 if it never existed, 22406 once dissolved or cancelled. */
  async function activeGroup(on: Db, groupId: number, lock = false) {
    const group = lock ? await repo.lock(on, groupId) : await repo.findById(on, groupId);
    if (!group) fail('notFound');
    if (group!.status !== GroupStatus.active) fail('notInGroup');
    return group!;
  }

  /** The user's membership; 22406 when he is not in the group. */
  async function memberOf(on: Db, groupId: number, userId: number) {
    return (await repo.member(on, groupId, userId)) ?? fail('notInGroup');
  }

  /**
   * Read before a change's transaction, so a caller with no business in the group hears 22406 before anything about
   * the users he names (whose checks need the users module, which cannot run inside the transaction).
   */
  async function precheck(groupId: number, userId: number) {
    const group = await activeGroup(db, groupId);
    return { group, actor: await memberOf(db, groupId, userId) };
  }

  /** Display names as everybody may see them (a notice is read by all members). */
  async function namesOf(userIds: number[]): Promise<Names> {
    const names: Names = new Map();
    for (const id of new Set(userIds)) {
      const row = id > 0 ? await users.findById(id) : undefined;
      if (row) names.set(id, (await users.presentFor(0, row)).nickName);
    }
    return names;
  }

  /**
   * Runs one change in a transaction: the group locked (changes of one group run one at a time), the chat's
   * membership and the notices written with it; the members hear of it live once it is committed. `load` gives the
   * group inside the transaction (locked, or just made).
   */
  async function run<T>(
    operatorId: number,
    names: Names,
    load: (tx: Db) => Promise<GroupRow>,
    work: (c: Change) => Promise<T>,
  ): Promise<T> {
    const delivered: Delivered[] = [];
    const result = await db.transaction(async (tx) => {
      const group = await load(tx);
      const notice: Change['notice'] = async (action, userIds, fields) => {
        const posted = await chat.postGroupNotice(
          tx,
          chatIdOf(group.id),
          groupNotice(group.id, action, operatorId, userIds, names, fields),
        );
        delivered.push(...posted.delivered);
      };
      const tell: Change['tell'] = async (userIds, event) => {
        delivered.push(...(await delivery.append(tx, userIds, event)));
      };
      return work({ tx, group, notice, tell });
    });
    await delivery.publish(delivered);
    return result;
  }

  /** A change of an existing, active group (404 / 22406 otherwise). */
  const change = <T>(groupId: number, operatorId: number, names: Names, work: (c: Change) => Promise<T>) =>
    run(operatorId, names, (tx) => activeGroup(tx, groupId, true), work);

  /**
   * One transaction: the group, its owner and members, their chat, the "created" notice and the invitations of those
   * who must accept before they are in (issue 17).
   */
  async function createGroup(
    ownerId: number,
    fields: NewGroupFields,
    memberIds: number[],
    invitedIds: number[] = [],
  ) {
    const names = await namesOf([ownerId, ...memberIds]);
    const now = clock.now();
    const insert = (tx: Db) => repo.insert(tx, { ...fields, ownerId, createdAt: now, updatedAt: now });
    return run(ownerId, names, insert, async (c) => {
      await addMembersIn(c, [ownerId], now, GroupRole.owner);
      await addMembersIn(c, memberIds, now);
      await c.notice('create', memberIds);
      await inviteIn(c, ownerId, invitedIds, names, now);
      return c.group;
    });
  }

  /**
   * Invitations from `inviterId` to users not in the group, each told live. One who already holds a standing
   * invitation keeps it (and is not told again); a pending one that no longer stands (expired, its inviter gone) lapses
   * and a fresh one replaces it, so there is never more than one pending per group and user.
   */
  async function inviteIn(c: Change, inviterId: number, inviteeIds: number[], names: Names, now: Date) {
    for (const inviteeId of inviteeIds) {
      const pending = await invitations.pending(c.tx, c.group.id, inviteeId);
      if (pending) {
        const stands = pending.expiresAt > now && (await repo.member(c.tx, c.group.id, pending.inviterId));
        if (stands) continue;
        await invitations.decide(c.tx, pending.id, GroupInvitationStatus.lapsed, now);
      }
      const created = await invitations.insert(c.tx, {
        groupId: c.group.id,
        inviteeId,
        inviterId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + GROUP_INVITATION_TTL_MS),
      });
      const event: GroupInvitationEvent = {
        type: GROUP_INVITATION_EVENT,
        invitationId: created.id,
        groupId: c.group.id,
        groupName: c.group.name,
        inviterId,
        inviterName: names.get(inviterId) ?? '',
        createTime: now.toISOString(),
      };
      await c.tell([inviteeId], event);
    }
  }

  /**
   * Whom `inviterId` may put into a group without asking (issue 17): his friends, and in a module group the
   * customer-service staff who answer it. Everyone else gets an invitation.
   */
  async function directlyAddable(inviterId: number, userIds: number[], moduleType: number) {
    const direct = new Set<number>();
    for (const id of userIds)
      if (
        (await areFriends(inviterId, id)) ||
        (moduleType !== ORDINARY_GROUP_MODULE_TYPE && (await users.isCustomer(id)))
      )
        direct.add(id);
    return direct;
  }

  /** Adds users as ordinary members (or with `role`), to the group and to its chat. */
  async function addMembersIn(
    c: Change,
    userIds: number[],
    joinedAt: Date,
    role: number = GroupRole.ordinary,
  ) {
    const existing = await repo.countMembers(c.tx, c.group.id);
    if (existing + userIds.length > GROUP_MEMBERS_MAX) fail('groupFull', { max: GROUP_MEMBERS_MAX });
    await repo.addMembers(
      c.tx,
      c.group.id,
      userIds.map((userId) => ({ userId, role })),
      joinedAt,
    );
    await chat.joinGroupChat(chatIdOf(c.group.id), userIds, c.group.moduleType, c.tx, c.group.historyVisible);
  }

  async function removeMembersIn(c: Change, userIds: number[]) {
    await repo.removeMembers(c.tx, c.group.id, userIds);
    await chat.leaveGroupChat(chatIdOf(c.group.id), userIds, c.tx);
  }

  /**
   * Ends the group: every member hears it, then loses the chat; the row stays with its status, so the group answers
   * 22406 to everyone afterwards (sends, history, info, any change).
   */
  async function endIn(c: Change, status: GroupStatusValue, endedAt: Date) {
    await c.notice(status === GroupStatus.cancelled ? 'cancel' : 'dismiss', []);
    await chat.leaveGroupChat(chatIdOf(c.group.id), await repo.memberIds(c.tx, c.group.id), c.tx);
    await repo.update(c.tx, c.group.id, { status, endedAt, updatedAt: endedAt });
  }

  /** A group never goes on with one member: the quit or removal that leaves one dissolves it. */
  async function endIfAlone(c: Change, at: Date) {
    if ((await repo.countMembers(c.tx, c.group.id)) > 1) return false;
    await endIn(c, GroupStatus.dissolved, at);
    return true;
  }

  async function peopleOf(group: GroupRow): Promise<GroupPeople> {
    if (group.moduleType === ORDINARY_GROUP_MODULE_TYPE) return NO_PEOPLE;
    const names = await namesOf([group.ownerId, ...(group.serviceUserId ? [group.serviceUserId] : [])]);
    return {
      customerName: names.get(group.ownerId) ?? '',
      imNickName: group.serviceUserId ? (names.get(group.serviceUserId) ?? '') : '',
    };
  }

  /** The group as a member sees it; a non-member (answered only when he holds an invitation) gets the preview. */
  async function present(group: GroupRow, viewerId: number) {
    const viewer = await repo.member(db, group.id, viewerId);
    const memberIds = await repo.memberIds(db, group.id);
    if (!viewer) return presentPreview(group, memberIds.length);
    return presentGroup(group, viewer, memberIds, memberIds.length, await peopleOf(group));
  }

  async function presentRows(rows: Array<{ group: GroupRow; member: GroupMemberRow }>) {
    const idsByGroup = await repo.memberIdsOf(
      db,
      rows.map((r) => r.group.id),
    );
    const out = [];
    for (const { group, member } of rows) {
      const memberIds = idsByGroup.get(group.id) ?? [];
      out.push(presentGroup(group, member, memberIds, memberIds.length, await peopleOf(group)));
    }
    return out;
  }

  /** Pictures must be uploads of this server ('' clears one). */
  function checkImages(fields: Record<string, string | undefined>) {
    for (const [field, url] of Object.entries(fields))
      if (url !== undefined && url !== '' && !isIssuedUrl(url)) fail('badRequest', { field });
  }

  /**
   * Users to add, checked against the one adding them: distinct, existing, and no block either way (the invitee
   * blocked him: blockedByUser; he blocked the invitee: youBlockedUser). Himself is refused unless `selfAllowed`
   * (then simply left out).
   */
  async function checkedInvitees(inviterId: number, userIds: number[], selfAllowed: boolean) {
    const ids = [...new Set(userIds)];
    if (ids.includes(inviterId) && !selfAllowed) fail('cannotTargetSelf');
    const others = ids.filter((id) => id !== inviterId);
    for (const id of others) if (!(await users.findById(id))) fail('userNotFound');
    for (const id of others) {
      if (await users.isBlocked(id, inviterId)) fail('blockedByUser');
      if (await users.isBlocked(inviterId, id)) fail('youBlockedUser');
    }
    return others;
  }

  return {
    db,
    users,
    activeGroup,
    memberOf,
    precheck,
    namesOf,
    change,
    createGroup,
    addMembersIn,
    removeMembersIn,
    endIn,
    endIfAlone,
    present,
    presentRows,
    inviteIn,
    directlyAddable,
    /** An event outside any change (its own transaction), heard at once. */
    deliver: (userIds: number[], event: UserEvent) => delivery.deliver(userIds, event),
    checkImages,
    checkedInvitees,
  };
}

export type GroupContext = ReturnType<typeof createGroupContext>;
