import {
  CALL_OBJECT_NAME,
  CALL_RING_TIMEOUT_MS,
  CallEndReason,
  CallMedia,
  type CallIncomingEvent,
  type ChatMessage,
  ConversationType,
  callNotificationTag,
  chatNotificationTag,
  EXCHANGE_EVENT_TYPE,
  LISTING_ORDER_OBJECT_NAME,
  type Language,
  P2P_ORDER_OBJECT_NAME,
  PUSH_MESSAGE_TTL_S,
  PUSH_PREVIEW_MAX_CHARS,
  type PushKind,
  type PushPayload,
  TRANSFER_OBJECT_NAME,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Delivered } from '../../realtime/delivery.ts';
import { namedLanguage } from '../../http/lang.ts';
import { quietNow, type PushSettings } from './push-settings.ts';
import { PUSH_TEXTS, type PushTexts } from './push-texts.ts';
import type { PushOptions, PushTransport } from './push-transport.ts';
import { pushRepository as repo, type PushSubscriptionRow } from './push.repository.ts';

/** What the dispatcher asks of other modules, all after the fact and only for users with no open socket. */
export type PushDispatchDeps = {
  /** Which of these users have a realtime socket open on any instance (they see it live; no push). */
  connected: (userIds: number[]) => Promise<Set<number>>;
  /** Which of these sessions still stand. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  settingsOf: (userIds: number[]) => Promise<Map<number, PushSettings>>;
  languageOf: (userId: number) => Promise<string | undefined>;
  /** How the viewer names these users (his remark, else their name as he may see it). */
  namesAs: (viewerId: number, userIds: number[]) => Promise<Map<number, string>>;
  groupNameAs: (viewerId: number, groupId: string) => Promise<string>;
  /** Whether the viewer muted this chat. */
  muted: (viewerId: number, chat: { conversationType: number; targetId: string }) => Promise<boolean>;
  transport: PushTransport;
};

/** Made by the server alone for its own bookkeeping: never a notification. */
const NOT_NOTIFIED = new Set(['RC:InfoNtf', 'RC:RcCmd', 'OL:Recall', 'OL:ReadStatus', 'OL:Prerender']);
const ORDER_CARDS = new Set<string>([TRANSFER_OBJECT_NAME, P2P_ORDER_OBJECT_NAME, LISTING_ORDER_OBJECT_NAME]);
/** A call record is a missed call for the callee when it ended before anyone talked, not by his own hand. */
const MISSED = new Set<number>([CallEndReason.cancelled, CallEndReason.noAnswer, CallEndReason.busy]);

type Candidate =
  | { userId: number; what: 'message'; message: ChatMessage }
  | { userId: number; what: 'exchange'; orderId: number }
  | { userId: number; what: 'call'; event: CallIncomingEvent };

type Composed = { payload: PushPayload; options: PushOptions };

/** The event as a possible push for its user, decided without any I/O (this runs right after every publish). */
function candidateOf({ userId, event }: Delivered): Candidate | null {
  if (event.type === 'message') {
    const message = event.message as ChatMessage | undefined;
    if (!message || typeof message !== 'object' || !Array.isArray(message.mentionedUserIds)) return null;
    if (message.senderUserId === userId || message.recalled || NOT_NOTIFIED.has(message.objectName))
      return null;
    return { userId, what: 'message', message };
  }
  if (event.type === EXCHANGE_EVENT_TYPE && typeof event.orderId === 'number')
    return { userId, what: 'exchange', orderId: event.orderId };
  return null;
}

const cut = (text: string) =>
  text.length > PUSH_PREVIEW_MAX_CHARS ? `${text.slice(0, PUSH_PREVIEW_MAX_CHARS - 1).trimEnd()}…` : text;

function kindOf(candidate: Candidate): PushKind | null {
  if (candidate.what === 'call') return 'calls';
  if (candidate.what === 'exchange') return 'orders';
  const { message, userId } = candidate;
  if (message.objectName === CALL_OBJECT_NAME) {
    const reason = Number((message.content as { endReason?: unknown }).endReason);
    return MISSED.has(reason) ? 'calls' : null;
  }
  if (message.conversationType === ConversationType.system || ORDER_CARDS.has(message.objectName))
    return 'orders';
  return message.mentionedUserIds.includes(userId) ? 'mentions' : 'messages';
}

/**
 * Web Push for users with no open socket (issue 35). Runs after the events are committed and announced, off the send
 * path: a batch of events costs nothing for users with a socket on this instance, one bus question for the rest, and
 * the database only for those nobody has connected, and of them only those with a subscription.
 */
export function createPushDispatch(
  { clock }: Pick<AppDeps, 'clock'>,
  db: AppDeps['database']['db'],
  deps: PushDispatchDeps,
) {
  let queue: Candidate[] = [];
  let running: Promise<void> | null = null;

  async function preview(message: ChatMessage, texts: PushTexts, lang: Language) {
    const content = message.content as { content?: unknown };
    if (message.conversationType === ConversationType.system) {
      const words = content.content as Partial<Record<Language, string>> | string | undefined;
      return cut(typeof words === 'string' ? words : (words?.[lang] ?? words?.ru ?? texts.newMessage));
    }
    if (message.objectName === 'RC:TxtMsg' && typeof content.content === 'string')
      return cut(content.content);
    return texts.kinds[message.objectName] ?? texts.newMessage;
  }

  async function compose(
    candidate: Candidate,
    kind: PushKind,
    settings: PushSettings,
  ): Promise<Composed | null> {
    const lang = namedLanguage(await deps.languageOf(candidate.userId)) ?? 'ru';
    const texts = PUSH_TEXTS[lang];
    const sentAt = clock.now().getTime();
    const normal: PushOptions = { ttlSeconds: PUSH_MESSAGE_TTL_S, urgency: 'normal' };
    if (candidate.what === 'call') {
      const { call, caller } = candidate.event;
      const media = call.mediaType === CallMedia.audio ? 'audio' : 'video';
      return {
        payload: {
          kind,
          title: caller.nickName,
          body: texts.incomingCall[media],
          tag: callNotificationTag(call.callId),
          sentAt,
          chat: { conversationType: ConversationType.private, targetId: String(caller.userId) },
          call: { callId: call.callId, mediaType: call.mediaType, caller },
        },
        options: { ttlSeconds: Math.ceil(CALL_RING_TIMEOUT_MS / 1000), urgency: 'high' },
      };
    }
    if (candidate.what === 'exchange')
      return {
        payload: {
          kind,
          title: texts.appName,
          body: texts.orderStep.exchange!,
          tag: `exchange:${candidate.orderId}`,
          sentAt,
          path: `/pagesUser/wallet/exchangeHome/order?id=${candidate.orderId}`,
        },
        options: normal,
      };
    const { message, userId } = candidate;
    const chat = { conversationType: message.conversationType, targetId: message.targetId };
    const tag = chatNotificationTag(chat.conversationType, chat.targetId);
    if (message.conversationType === ConversationType.system)
      return {
        payload: {
          kind,
          title: texts.appName,
          body: settings.hidePreview ? texts.newMessage : await preview(message, texts, lang),
          tag,
          sentAt,
          chat,
        },
        options: normal,
      };
    const sender =
      (await deps.namesAs(userId, [message.senderUserId])).get(message.senderUserId) ?? texts.appName;
    if (message.objectName === CALL_OBJECT_NAME) {
      const media =
        Number((message.content as { mediaType?: unknown }).mediaType) === CallMedia.audio
          ? 'audio'
          : 'video';
      const callId = Number((message.content as { callId?: unknown }).callId);
      return {
        payload: {
          kind,
          title: sender,
          body: texts.missedCall[media],
          tag: callNotificationTag(callId),
          sentAt,
          chat,
        },
        options: normal,
      };
    }
    if (ORDER_CARDS.has(message.objectName))
      return {
        payload: {
          kind,
          title: sender,
          body: texts.orderStep[message.objectName] ?? texts.orderStepOther,
          tag,
          sentAt,
          chat,
        },
        options: normal,
      };
    const words = settings.hidePreview ? null : await preview(message, texts, lang);
    const group = message.conversationType === ConversationType.group;
    const title = group ? await deps.groupNameAs(userId, message.targetId) : sender;
    let body: string;
    if (kind === 'mentions')
      body = words ? `${texts.mentionedYou(sender)}: ${words}` : texts.mentionedYou(sender);
    else if (group) body = words ? `${sender}: ${words}` : texts.newMessage;
    else body = words ?? texts.newMessage;
    return { payload: { kind, title: title || sender, body, tag, sentAt, chat }, options: normal };
  }

  /** Whether the user wants this push now: the kind is on, no quiet hours, the chat is not muted (calls ring anyway). */
  async function wanted(candidate: Candidate, kind: PushKind, settings: PushSettings) {
    if (!settings[kind]) return false;
    if (quietNow(settings, clock.now())) return false;
    if (candidate.what !== 'message' || kind === 'calls') return true;
    const { message } = candidate;
    return !(await deps.muted(candidate.userId, {
      conversationType: message.conversationType,
      targetId: message.targetId,
    }));
  }

  async function deliver(row: PushSubscriptionRow, composed: Composed) {
    const { status } = await deps.transport.send(row, JSON.stringify(composed.payload), composed.options);
    // The push service forgot this subscription (the browser unsubscribed or expired it): never try it again.
    if (status === 404 || status === 410) await repo.removeById(db, row.id);
    else if (status < 200 || status >= 300)
      console.warn(`push: the push service answered ${status} for subscription ${row.id}`);
  }

  async function dispatch(batch: Candidate[]) {
    const userIds = [...new Set(batch.map((c) => c.userId))];
    const connected = await deps.connected(userIds);
    const away = userIds.filter((id) => !connected.has(id));
    if (!away.length) return;
    let subscriptions = await repo.ofUsers(db, away);
    if (!subscriptions.length) return;
    // A device whose login ended (logged out, or in elsewhere) hears nothing more of the account.
    const live = await deps.liveSessions(subscriptions.map((s) => s.sessionId));
    const ended = subscriptions.filter((s) => !live.has(s.sessionId));
    if (ended.length)
      await repo.removeSessionsOtherThan(
        db,
        ended.map((s) => s.id),
        [...live],
      );
    subscriptions = subscriptions.filter((s) => live.has(s.sessionId));
    const byUser = new Map<number, PushSubscriptionRow[]>();
    for (const s of subscriptions) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    const settings = await deps.settingsOf([...byUser.keys()]);
    for (const candidate of batch) {
      const devices = byUser.get(candidate.userId);
      const mine = settings.get(candidate.userId);
      if (!devices?.length || !mine) continue;
      const kind = kindOf(candidate);
      if (!kind || !(await wanted(candidate, kind, mine))) continue;
      const composed = await compose(candidate, kind, mine);
      if (!composed) continue;
      for (const device of devices) await deliver(device, composed);
    }
  }

  function enqueue(candidates: Candidate[]) {
    if (!candidates.length) return;
    queue.push(...candidates);
    if (running) return;
    // The next turn, so the publisher's own work (the send's answer) goes first; batches gather meanwhile.
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      while (queue.length) {
        const batch = queue;
        queue = [];
        await dispatch(batch).catch((error) =>
          console.warn(`push: a batch of ${batch.length} failed (${(error as Error).message})`),
        );
      }
      running = null;
    });
  }

  return {
    /** After every publish of stored events (delivery.ts): picks out the ones a closed app should hear of. */
    onDelivered(delivered: Delivered[]) {
      enqueue(delivered.map(candidateOf).filter((c): c is Candidate => c !== null));
    },
    /** A call rings the callee's devices live; a callee with none open gets the call as a push. */
    onCallIncoming(calleeId: number, event: CallIncomingEvent) {
      enqueue([{ userId: calleeId, what: 'call', event }]);
    },
    /** Resolves once everything queued so far was pushed or dropped (tests, shutdown). */
    async idle() {
      while (running) await running;
    },
  };
}

export type PushDispatch = ReturnType<typeof createPushDispatch>;
