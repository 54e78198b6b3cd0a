import {
  ANON_EVENT_TYPE,
  ANON_MESSAGE_OBJECT_NAME,
  ANON_MIRROR,
  ANON_TO_PRIVATE_OBJECT_NAME,
  type ToPrivateChatCardContent,
  type AnonAction,
  type AnonActionBody,
  type AnonBlockVo,
  type AnonMessageVo,
  type AnonProfileBody,
  type AnonProfileVo,
  type AnonStatusVo,
  type AnonViewState,
  anonProfileBody,
  ComplaintTargetType,
  nextAnonState,
  ONLINE_WINDOW_MS,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered } from '../../realtime/delivery.ts';
import type { createPresence } from '../../realtime/presence.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { SupportService } from '../support/support.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  type AnonChatRow,
  type AnonMessageRow,
  anonymousRepository as repo,
} from './anonymous.repository.ts';
import { pairKey } from '../users/pair-key.ts';

type Deps = {
  users: UsersService;
  chat: ChatService;
  delivery: ReturnType<typeof import('../../realtime/delivery.ts').createDelivery>;
  support: () => SupportService;
  presence: ReturnType<typeof createPresence>;
};

/** How many waiting users a searcher looks at (the oldest first) before locking one. */
const CANDIDATES = 20;
const PAGE = 100;

const partnerOf = (chat: AnonChatRow, me: number) => (chat.userA === me ? chat.userB : chat.userA);

/** The chat from one side (contracts ANON_VIEW_STATES). */
export function viewOf(chat: AnonChatRow, me: number): AnonViewState {
  if (chat.state === 'proposed') return chat.proposedBy === me ? 'proposedByMe' : 'proposedByOther';
  if (chat.state === 'ended') return chat.endedBy === me ? 'endedByMe' : 'endedByOther';
  return chat.state as AnonViewState;
}

/** What an actor's next view means for the stored row. */
function storedChange(next: AnonViewState, me: number, at: Date): Partial<AnonChatRow> {
  if (next === 'proposedByMe') return { state: 'proposed', proposedBy: me };
  if (next === 'started') return { state: 'started', proposedBy: null };
  if (next === 'revealed') return { state: 'revealed' };
  return { state: 'ended', endedBy: me, endedAt: at };
}

const presentMessage = (row: AnonMessageRow, me: number): AnonMessageVo => ({
  id: row.id,
  objectName: row.objectName,
  mine: row.senderId === me,
  text: row.text,
  sentTime: row.createdAt.getTime(),
});

/**
 * Anonymous chat (issue 16). Everything a caller reads is about his side: the stranger appears only by his anonymous
 * profile (nickname, line), messages only as mine or not, events without the sender's id; the other's user id is
 * answered only after both agreed to a personal chat (`revealed`).
 */
export function createAnonymousService(deps: AppDeps, { users, chat, delivery, support, presence }: Deps) {
  const { database, clock } = deps;
  const { db } = database;

  const profileOf = async (userId: number): Promise<AnonProfileVo> => {
    const row = await repo.profile(db, userId);
    // No profile yet: the web shows its word for "stranger".
    return { nickName: row?.nickName ?? '', brief: row?.brief ?? '' };
  };

  async function status(me: number): Promise<AnonStatusVo> {
    if (await repo.queued(db, me)) return { state: 'searching', chatId: null, stranger: null, partner: null };
    const latest = await repo.latestChat(db, me);
    if (!latest) return { state: 'idle', chatId: null, stranger: null, partner: null };
    const state = viewOf(latest, me);
    const other = partnerOf(latest, me);
    return {
      state,
      chatId: latest.id,
      stranger: await profileOf(other),
      partner: state === 'revealed' ? { userId: other, targetId: String(other) } : null,
    };
  }

  /** Tells the other side what changed (no ids of the actor in it), after the change committed. */
  const notify = (
    tx: Parameters<typeof delivery.append>[0],
    userId: number,
    event: Record<string, unknown>,
  ) => delivery.append(tx, [userId], { type: ANON_EVENT_TYPE, ...event });

  /**
   * Pairs the searcher with the oldest suitable waiting user, if any: the candidates are read unlocked and filtered
   * (not his last partner, not one who just left him, no block either way), then one is locked with SKIP LOCKED so
   * a parallel searcher on another instance takes another. Answers whether he was matched.
   */
  async function tryMatch(me: number): Promise<boolean> {
    const own = await repo.queued(db, me);
    if (!own) return false;
    const waiting = (await repo.waiting(db, me, CANDIDATES)).filter(
      (w) => w.userId !== own.lastPartnerId && w.lastPartnerId !== me,
    );
    const blocks = await users.blocksAmong(
      waiting.flatMap(
        (w): Array<[number, number]> => [
          [me, w.userId],
          [w.userId, me],
        ],
      ),
    );
    const strangersBlocked = await repo.blockedEitherWay(
      db,
      me,
      waiting.map((w) => w.userId),
    );
    const allowed = waiting
      .map((w) => w.userId)
      .filter(
        (id) => !blocks.has(pairKey(me, id)) && !blocks.has(pairKey(id, me)) && !strangersBlocked.has(id),
      );
    if (!allowed.length) return false;
    const delivered = await db.transaction(async (tx) => {
      if (!(await repo.lockOwn(tx, me))) return null;
      const other = await repo.takeOne(tx, allowed);
      if (other === undefined) return null;
      await repo.dequeue(tx, [me, other]);
      const created = await repo.createChat(tx, other, me, clock.now());
      const out: Delivered[] = [];
      for (const userId of [other, me])
        out.push(...(await notify(tx, userId, { kind: 'state', chatId: created.id, state: 'started' })));
      return out;
    });
    if (!delivered) return false;
    await delivery.publish(delivered);
    return true;
  }

  /**
   * Issue 16: a matched user who has been gone for more than a minute (no socket activity, no message, since the
   * chat began) ends the chat; his partner, still here, sees "the stranger left". Checked whenever the one who stayed
   * asks where he stands (the page asks every few seconds while chatting).
   */
  async function endIfGone(me: number) {
    const latest = await repo.latestChat(db, me);
    if (!latest || (latest.state !== 'started' && latest.state !== 'proposed')) return;
    const other = partnerOf(latest, me);
    const seen = (await presence.of([other])).get(other)?.lastActiveAt?.getTime() ?? 0;
    const wrote = (await repo.lastMessageAt(db, latest.id, other))?.getTime() ?? 0;
    const now = clock.now();
    if (now.getTime() - Math.max(seen, wrote, latest.createdAt.getTime()) <= ONLINE_WINDOW_MS) return;
    const delivered = await db.transaction(async (tx) => {
      const row = await repo.lockChat(tx, latest.id, me);
      if (!row || (row.state !== 'started' && row.state !== 'proposed')) return [];
      await repo.updateChat(tx, row.id, { state: 'ended', endedBy: other, endedAt: now });
      return [
        ...(await notify(tx, other, { kind: 'state', chatId: row.id, state: 'endedByMe' })),
        ...(await notify(tx, me, { kind: 'state', chatId: row.id, state: 'endedByOther' })),
      ];
    });
    await delivery.publish(delivered);
  }

  return {
    viewOf,

    async profile(me: number) {
      return profileOf(me);
    },

    /** PUT /app/anon/profile. */
    async editProfile(me: number, input: AnonProfileBody): Promise<AnonProfileVo> {
      const body = anonProfileBody.parse(input);
      const saved = await repo.saveProfile(db, { userId: me, ...body, updatedAt: clock.now() });
      return { nickName: saved.nickName, brief: saved.brief };
    },

    /** Where the caller stands; a searching caller is also tried against the queue again (others may have come). */
    async current(me: number) {
      // Asking is being here: the partner's check above reads it.
      await presence.active(me);
      await tryMatch(me);
      await endIfGone(me);
      return status(me);
    },

    async search(me: number): Promise<AnonStatusVo> {
      const now = await status(me);
      if (now.state === 'searching') return this.current(me);
      if (!nextAnonState(now.state, 'search')) fail('anonWrongState');
      const latest = await repo.latestChat(db, me);
      await repo.enqueue(db, me, latest ? partnerOf(latest, me) : null, clock.now());
      await tryMatch(me);
      return status(me);
    },

    async cancel(me: number): Promise<AnonStatusVo> {
      const now = await status(me);
      if (!nextAnonState(now.state, 'cancel')) fail('anonWrongState');
      await repo.dequeue(db, [me]);
      return status(me);
    },

    /** Leave, propose a personal chat, accept or reject the other's proposal, block: by the transition table. */
    async act(me: number, { chatId, action }: AnonActionBody): Promise<AnonStatusVo> {
      let partner = 0;
      const delivered = await db.transaction(async (tx) => {
        const row = await repo.lockChat(tx, chatId, me);
        if (!row) return fail('notFound');
        partner = partnerOf(row, me);
        const next = nextAnonState(viewOf(row, me), action as AnonAction);
        if (!next) return fail('anonWrongState');
        const now = clock.now();
        await repo.updateChat(tx, chatId, storedChange(next, me, now));
        // The pairing is blocked, not the account: he is never matched with me again and I never learn who he is.
        if (action === 'block') await repo.addBlock(tx, me, partner, now);
        const out: Delivered[] = [];
        if (next === 'revealed') {
          // Both agreed: their personal chat opens (spec §3 OL:ToPrivateChat), and each may now see the other.
          await chat.openModuleChat(tx, me, partner, 0);
          await chat.openModuleChat(tx, partner, me, 0);
          // The personal chat opens with its own card: "you met in anonymous chat", with the names used there.
          const nickOf = async (id: number) => (await repo.profile(tx, id))?.nickName ?? '';
          const card: ToPrivateChatCardContent = {
            anonChatId: chatId,
            nickNames: { [me]: await nickOf(me), [partner]: await nickOf(partner) },
          };
          const posted = await chat.postDealCard(
            tx,
            {
              objectName: ANON_TO_PRIVATE_OBJECT_NAME,
              content: card,
              partyIds: [me, partner],
              cardKey: `${ANON_TO_PRIVATE_OBJECT_NAME}:${chatId}`,
            },
            me,
          );
          out.push(...posted.delivered);
          const { message } = await repo.addMessage(tx, {
            chatId,
            senderId: me,
            objectName: ANON_TO_PRIVATE_OBJECT_NAME,
            text: '',
            clientMsgId: `to-private-${chatId}`,
            createdAt: now,
          });
          out.push(
            ...(await notify(tx, partner, {
              kind: 'message',
              chatId,
              message: presentMessage(message, partner),
            })),
          );
        }
        const mirrored = ANON_MIRROR[next] ?? next;
        out.push(...(await notify(tx, partner, { kind: 'state', chatId, state: mirrored })));
        return out;
      });
      await delivery.publish(delivered);
      return status(me);
    },

    async send(me: number, input: { chatId: number; text: string; clientMsgId: string }) {
      let partner = 0;
      const result = await db.transaction(async (tx) => {
        const row = await repo.lockChat(tx, input.chatId, me);
        if (!row) return fail('notFound');
        const state = viewOf(row, me);
        if (state !== 'started' && state !== 'proposedByMe' && state !== 'proposedByOther')
          return fail('anonWrongState');
        partner = partnerOf(row, me);
        const { message, fresh } = await repo.addMessage(tx, {
          chatId: input.chatId,
          senderId: me,
          objectName: ANON_MESSAGE_OBJECT_NAME,
          text: input.text,
          clientMsgId: input.clientMsgId,
          createdAt: clock.now(),
        });
        const out = fresh
          ? await notify(tx, partner, {
              kind: 'message',
              chatId: input.chatId,
              message: presentMessage(message, partner),
            })
          : [];
        return { message, out };
      });
      await delivery.publish(result.out);
      return presentMessage(result.message, me);
    },

    async messages(me: number, chatId: number, afterId: number): Promise<AnonMessageVo[]> {
      if (!(await repo.chatOf(db, chatId, me))) fail('notFound');
      return (await repo.messages(db, chatId, afterId, PAGE)).map((row) => presentMessage(row, me));
    },

    /** GET /app/anon/blocks: the strangers I blocked, each as a date only ("Anonymous partner, <date>"). */
    async blocks(me: number): Promise<AnonBlockVo[]> {
      return (await repo.blocksBy(db, me)).map((row) => ({
        id: row.id,
        blockedAt: row.createdAt.toISOString(),
      }));
    },

    /** DELETE /app/anon/blocks/:id: the pairing may be matched again. */
    async unblock(me: number, id: number) {
      if (!(await repo.removeBlock(db, me, id))) fail('notFound');
      return null;
    },

    /** A complaint about the stranger to customer service; the caller never learns whom it names. */
    async report(me: number, input: { chatId: number; reason: string; text: string }) {
      const row = await repo.chatOf(db, input.chatId, me);
      if (!row) return fail('notFound');
      // Reporting the stranger blocks the pairing as well (issue 28 §5).
      await repo.addBlock(db, me, partnerOf(row, me), clock.now());
      await support().reports.complain(me, {
        targetType: ComplaintTargetType.user,
        targetId: String(partnerOf(row, me)),
        reason: input.reason as never,
        text: `[anonymous chat ${input.chatId}] ${input.text}`.slice(0, 500),
      });
      return null;
    },
  };
}

export type AnonymousService = ReturnType<typeof createAnonymousService>;
