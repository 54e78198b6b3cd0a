import { randomUUID } from 'node:crypto';
import {
  ConversationType,
  MESSAGES_PER_SECOND_MAX,
  type ResultCodeName,
  type SendMessageBody,
  SILENT_OBJECT_NAMES,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { createGroupCommit, type ItemOutcome } from '../../db/group-commit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import type { Delivered, Delivery, UserEvent } from '../../realtime/delivery.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  chatRepository,
  type ConversationRow,
  type MemberRow,
  type MessageRow,
  type NewMember,
} from './chat.repository.ts';
import type { GroupRules, PrivateSendRules } from './chat-core.ts';
import { presentMessage } from './message-presenter.ts';
import { type Arrival, type NewMessageRow, sendRepository as repo } from './send.repository.ts';
import { pairKey } from '../users/pair-key.ts';

/** A send whose body and content were already checked on their own (size, type schema, not to the system chat). */
export type SendRequest = { userId: number; body: SendMessageBody; content: Record<string, unknown> };
/** The stored message and the targetId its sender names the chat by. */
export type Sent = { row: MessageRow; targetId: string };

const MAX_BATCH = 200;

const refused = (code: ResultCodeName, params?: Record<string, string>): ItemOutcome<Sent> => ({
  ok: false,
  error: new AppError(code, params),
});

/** The chat a send names, before the database is asked: its key, and the members it is made with if new. */
type Target = { key: string; conversationType: number; members: NewMember[]; peerId?: number };

function targetOf({ userId, body }: SendRequest): Target | ResultCodeName {
  if (body.conversationType === ConversationType.private) {
    // One spelling per user (no leading zeros), so a chat is always found under the targetId it was made with.
    const peerId = /^[1-9]\d{0,9}$/.test(body.targetId) ? Number(body.targetId) : 0;
    if (peerId === userId) return 'cannotTargetSelf';
    if (!peerId || peerId > 2_147_483_647) return 'userNotFound';
    return {
      key: `p:${Math.min(userId, peerId)}:${Math.max(userId, peerId)}`,
      conversationType: ConversationType.private,
      peerId,
      members: [
        { userId, targetId: String(peerId) },
        { userId: peerId, targetId: String(userId) },
      ],
    };
  }
  // Group chats exist only as the group module made them; their members come from it too.
  return { key: `g:${body.targetId}`, conversationType: ConversationType.group, members: [] };
}

/**
 * Message sends by group commit (DESIGN §5 at speed): sends that arrive while a batch is being written go together
 * in the next transaction, under every rule of a single send and with each message's own answer. The fixed cost
 * (locks, checks, inserts, counters, every member's event log) is paid once per batch, not once per message.
 */
export function createSendBatch(
  deps: AppDeps,
  others: {
    users: UsersService;
    delivery: Delivery;
    groupRules: GroupRules;
    privateSendRules: PrivateSendRules;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, delivery, groupRules, privateSendRules } = others;

  /** The `${senderId}:${peerId}` pairs whose sender must buy the peer's chat first: not once the peer wrote to him. */
  async function mustPayFirst(pairs: Array<[number, number]>): Promise<Set<string>> {
    const flagged = pairs.length ? await privateSendRules.payFirst(pairs) : new Set<string>();
    if (!flagged.size) return flagged;
    const answered = await repo.peersWhoWrote(
      db,
      [...flagged].map((pair) => pair.split(':').map(Number) as [number, number]),
    );
    for (const pair of answered) flagged.delete(pair);
    return flagged;
  }

  /** Rules that need only reads, for the whole batch at once: the peer exists, no block either way, not muted. */
  async function precheck(items: SendRequest[], targets: Array<Target | ResultCodeName>) {
    const outcomes: Array<ItemOutcome<Sent> | undefined> = items.map((_, i) => {
      const target = targets[i]!;
      return typeof target === 'string' ? refused(target) : undefined;
    });
    const peers = targets.flatMap((t) => (typeof t !== 'string' && t.peerId ? [t.peerId] : []));
    const cards = items.flatMap((item) =>
      item.body.objectName === 'OL:Card' ? [item.content.userId as number] : [],
    );
    const existing = peers.length || cards.length ? await users.existingIds([...peers, ...cards]) : new Set();
    const pairs: Array<[number, number]> = [];
    targets.forEach((t, i) => {
      if (typeof t === 'string' || !t.peerId) return;
      pairs.push([t.peerId, items[i]!.userId], [items[i]!.userId, t.peerId]);
    });
    const blocks = await users.blocksAmong(pairs);
    const payFirst = await mustPayFirst(
      targets.flatMap(
        (t, i): Array<[number, number]> =>
          typeof t !== 'string' && t.peerId && !outcomes[i] ? [[items[i]!.userId, t.peerId]] : [],
      ),
    );
    for (const [i, item] of items.entries()) {
      const target = targets[i]!;
      if (outcomes[i] || typeof target === 'string') continue;
      if (target.peerId !== undefined) {
        if (!existing.has(target.peerId)) outcomes[i] = refused('userNotFound');
        else if (blocks.has(pairKey(target.peerId, item.userId))) outcomes[i] = refused('blockedByUser');
        else if (blocks.has(pairKey(item.userId, target.peerId))) outcomes[i] = refused('forbidden');
        else if (payFirst.has(pairKey(item.userId, target.peerId)))
          outcomes[i] = refused('datingChatNotPaid');
      } else if (!(await groupRules.canSend(item.userId, item.body.targetId)))
        outcomes[i] = refused('mutedInGroup');
      if (!outcomes[i] && item.body.objectName === 'OL:Card' && !existing.has(item.content.userId as number))
        outcomes[i] = refused('userNotFound');
    }
    return outcomes;
  }

  /** One transaction for every send of the batch that passed the prechecks; the outcomes count once it commits. */
  async function write(
    tx: Db,
    items: SendRequest[],
    targets: Target[],
    prechecked: Array<ItemOutcome<Sent> | undefined>,
  ) {
    const outcomes = [...prechecked];
    const now = clock.now();
    const nowMs = now.getTime();
    const open = items.flatMap((_, i) => (outcomes[i] ? [] : [i]));
    await repo.lockSenders(
      tx,
      open.map((i) => items[i]!.userId),
    );

    // Retries answer their first message; a clientMsgId twice in one batch answers the first of the two.
    const sentBefore = await repo.findSent(
      tx,
      open.map((i) => ({ senderUserId: items[i]!.userId, clientMsgId: items[i]!.body.clientMsgId })),
    );
    const retryOf = new Map(sentBefore.map((row) => [`${row.senderUserId}:${row.clientMsgId}`, row]));
    const firstInBatch = new Map<string, number>();
    const recent = await repo.countSentSince(
      tx,
      [...new Set(open.map((i) => items[i]!.userId))],
      nowMs - 1000,
    );
    const fresh: number[] = [];
    const sameAs = new Map<number, number>();
    const retried = new Map<number, MessageRow>();
    for (const i of open) {
      const { userId, body } = items[i]!;
      const id = `${userId}:${body.clientMsgId}`;
      const first = retryOf.get(id);
      if (first) {
        retried.set(i, first);
        continue;
      }
      const earlier = firstInBatch.get(id);
      if (earlier !== undefined) {
        sameAs.set(i, earlier);
        continue;
      }
      const sent = recent.get(userId) ?? 0;
      if (sent >= MESSAGES_PER_SECOND_MAX) {
        outcomes[i] = refused('sendingTooFast');
        continue;
      }
      recent.set(userId, sent + 1);
      firstInBatch.set(id, i);
      fresh.push(i);
    }

    // The chats: private ones are made on their first message, with both members; group chats must exist.
    const newChats = new Map<string, Target>();
    for (const i of fresh) if (targets[i]!.members.length) newChats.set(targets[i]!.key, targets[i]!);
    const created = await repo.createMissing(
      tx,
      [...newChats.values()].map((t) => ({ conversationType: t.conversationType, key: t.key })),
    );
    const locked = await repo.lockByKeys(tx, [...new Set(fresh.map((i) => targets[i]!.key))]);
    const chatByKey = new Map(locked.map((c) => [c.key, c]));
    await repo.insertMembers(
      tx,
      created.flatMap(({ id, key }) => {
        const target = newChats.get(key)!;
        return target.members.map((m) => ({
          ...m,
          conversationId: id,
          conversationType: target.conversationType,
        }));
      }),
    );
    const memberRows = await repo.membersOf(
      tx,
      locked.map((c) => c.id),
    );
    const membersOf = new Map<number, MemberRow[]>();
    for (const m of memberRows)
      membersOf.set(m.conversationId, [...(membersOf.get(m.conversationId) ?? []), m]);
    const memberOf = (conversationId: number, userId: number) =>
      membersOf.get(conversationId)?.find((m) => m.userId === userId);

    const quoted = new Map(
      (
        await repo.findByUids(
          tx,
          fresh.flatMap((i) => (items[i]!.body.quote ? [items[i]!.body.quote!.msgUid] : [])),
        )
      ).map((row) => [row.msgUid, row]),
    );

    // Each chat's times only grow, one ms apart at least, so history pages by sentTime never tie.
    const lastTime = new Map(locked.map((c) => [c.id, c.lastSentTime]));
    const toInsert: Array<{ index: number; row: NewMessageRow; chat: ConversationRow }> = [];
    for (const i of fresh) {
      const { userId, body, content } = items[i]!;
      const chat = chatByKey.get(targets[i]!.key);
      const me = chat && memberOf(chat.id, userId);
      if (!chat || !me) {
        outcomes[i] = refused('notInGroup');
        continue;
      }
      let quote = null;
      if (body.quote) {
        const q = quoted.get(body.quote.msgUid);
        if (!q || q.conversationId !== chat.id || q.recalled || q.sentTime <= me.clearedBefore) {
          outcomes[i] = refused('badRequest', { field: 'quote.msgUid' });
          continue;
        }
        quote = {
          msgUid: q.msgUid,
          senderUserId: q.senderUserId,
          objectName: q.objectName,
          content: q.content,
        };
      }
      const mentioned = [...new Set(body.mentionedUserIds ?? [])].filter(
        (id) => id !== userId && memberOf(chat.id, id),
      );
      const sentTime = Math.max(nowMs, (lastTime.get(chat.id) ?? 0) + 1);
      lastTime.set(chat.id, sentTime);
      toInsert.push({
        index: i,
        chat,
        row: {
          msgUid: randomUUID(),
          conversationId: chat.id,
          conversationType: chat.conversationType,
          senderUserId: userId,
          clientMsgId: body.clientMsgId,
          objectName: body.objectName,
          content,
          mentionedUserIds: mentioned,
          quote,
          silent: SILENT_OBJECT_NAMES.includes(body.objectName),
          sentTime,
          recalled: false,
          createdAt: now,
        },
      });
    }
    const ids = toInsert.length
      ? await repo.insertMessages(
          tx,
          toInsert.map((m) => m.row),
        )
      : new Map<string, number>();
    const stored = toInsert.map((m) => ({ ...m, stored: { ...m.row, id: ids.get(m.row.msgUid)! } }));

    // Chat times, latest messages and every member's counters: one statement each for the whole batch.
    const chats = new Map<number, { id: number; lastSentTime: number; lastMessageId: number | null }>();
    const arrivals = new Map<string, Arrival>();
    const events: Array<{ userId: number; event: UserEvent }> = [];
    for (const { chat, stored: row } of stored) {
      const advanced = chats.get(chat.id) ?? { id: chat.id, lastSentTime: 0, lastMessageId: null };
      advanced.lastSentTime = Math.max(advanced.lastSentTime, row.sentTime);
      if (!row.silent) advanced.lastMessageId = row.id;
      chats.set(chat.id, advanced);
      const mentioned = row.mentionedUserIds as number[];
      const byTarget = new Map<string, UserEvent>();
      for (const member of membersOf.get(chat.id) ?? []) {
        let event = byTarget.get(member.targetId);
        if (!event) {
          event = { type: 'message', message: presentMessage(row, member.targetId) };
          byTarget.set(member.targetId, event);
        }
        events.push({ userId: member.userId, event });
        if (row.silent) continue;
        const key = `${chat.id}:${member.userId}`;
        const arrival = arrivals.get(key) ?? {
          conversationId: chat.id,
          userId: member.userId,
          unread: 0,
          mentioned: 0,
          lastUnreadTime: 0,
        };
        if (member.userId !== row.senderUserId) {
          arrival.unread++;
          if (mentioned.includes(member.userId)) arrival.mentioned++;
          arrival.lastUnreadTime = Math.max(arrival.lastUnreadTime, row.sentTime);
        }
        arrivals.set(key, arrival);
      }
    }
    await repo.advanceChats(tx, [...chats.values()]);
    await repo.countArrivals(tx, [...arrivals.values()]);
    const delivered = await delivery.appendMany(tx, events);

    for (const { index, chat, stored: row } of stored)
      outcomes[index] = { ok: true, value: { row, targetId: memberOf(chat.id, row.senderUserId)!.targetId } };
    for (const [i, row] of retried) {
      const member = memberOf(row.conversationId, row.senderUserId);
      outcomes[i] = { ok: true, value: { row, targetId: member?.targetId ?? '' } };
    }
    for (const [i, earlier] of sameAs) outcomes[i] = outcomes[earlier];
    return { delivered, outcomes, persisted: stored.length };
  }

  async function run(items: SendRequest[]): Promise<ItemOutcome<Sent>[]> {
    const targets = items.map(targetOf);
    const prechecked = await precheck(items, targets);
    let written: {
      delivered: Delivered[];
      outcomes: Array<ItemOutcome<Sent> | undefined>;
      persisted: number;
    };
    try {
      written = await db.transaction((tx) => write(tx, items, targets as Target[], prechecked));
    } catch (error) {
      // One bad send must not sink the others: each goes again on its own.
      if (items.length > 1) {
        const alone: ItemOutcome<Sent>[] = [];
        for (const [i, item] of items.entries())
          alone.push(prechecked[i] ?? (await run([item]).then(([outcome]) => outcome!)));
        return alone;
      }
      // Only a send racing past the sender lock lands here; the first one stands.
      if (uniqueViolation(error) !== 'messages_client_id_uq') return [{ ok: false, error }];
      const [item] = items as [SendRequest];
      const row = await chatRepository.findBySender(db, item.userId, item.body.clientMsgId);
      const member = row && (await chatRepository.member(db, row.conversationId, item.userId));
      return [row ? { ok: true, value: { row, targetId: member?.targetId ?? '' } } : { ok: false, error }];
    }
    const { delivered, outcomes } = written;
    deps.metrics.messagesPersisted.inc(written.persisted);
    await delivery.publish(delivered);
    // A retry of a message from another batch whose chat this one did not read: its own targetId, read now.
    for (const [i, outcome] of outcomes.entries())
      if (outcome?.ok && outcome.value.targetId === '') {
        const member = await chatRepository.member(db, outcome.value.row.conversationId, items[i]!.userId);
        outcomes[i] = { ok: true, value: { ...outcome.value, targetId: member?.targetId ?? '' } };
      }
    return outcomes as ItemOutcome<Sent>[];
  }

  const commit = createGroupCommit<SendRequest, Sent>({
    run,
    maxBatch: MAX_BATCH,
    orderKey: (request) => request.userId,
    // The embedded database has one connection; a server's pool lets a few batches overlap.
    concurrency: deps.database.kind === 'pglite' ? 1 : 4,
  });

  return { send: (request: SendRequest) => commit.submit(request), mustPayFirst };
}
