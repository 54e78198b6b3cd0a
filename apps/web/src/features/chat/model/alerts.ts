import {
  ALERT_SOUND_MAX_BATCH,
  type ChatMessage,
  type ConversationKey,
  SILENT_OBJECT_NAMES,
  type UserEvent,
} from '@volna/contracts';
import { noticeUserIdsOf } from '../../../shared/messaging/model/group-notice.ts';

/** Older messages arriving now are a catch-up replay (a reconnect, a reload), not news: no sound, no banner. */
export const ALERT_MAX_AGE_MS = 60_000;

/** The user's notification flags (spec §3): confFlag 0 = no sound, msgFlag 1 = in-app banner. */
export type AlertSettings = { confFlag: number; msgFlag: number };

export type AlertInput = {
  /** One batch of stored events as messaging.onEvents hands it over. */
  events: readonly UserEvent[];
  myUserId: number;
  /** Unknown (not loaded): neither sound nor banner, since the user may have turned them off. */
  settings: AlertSettings | undefined;
  /** Muted chats (notificationLevel -1) never alert. */
  isMuted: (key: ConversationKey) => boolean;
  /** Nor does the chat on screen. */
  isActive: (key: ConversationKey) => boolean;
  now: number;
};

export type AlertDecision = { sound: boolean; banner: ChatMessage | null };

const messagesOf = (events: readonly UserEvent[]) =>
  events.flatMap((event) =>
    event.type === 'message' && event.message ? [event.message as ChatMessage] : [],
  );

/**
 * Whether a batch of events rings and which message, if any, the in-app banner shows (spec §4, §9): only new
 * messages from others count (a group notice of my own action does not); the sound only for batches of ALERT_SOUND_MAX_BATCH (20) messages or fewer and never
 * with confFlag 0; the banner (the newest such message) only with msgFlag 1.
 */
export function alertDecision(input: AlertInput): AlertDecision {
  const none: AlertDecision = { sound: false, banner: null };
  if (!input.settings) return none;
  const messages = messagesOf(input.events).filter((m) => !SILENT_OBJECT_NAMES.includes(m.objectName));
  const alerting = messages.filter(
    (m) =>
      m.senderUserId !== input.myUserId &&
      // A group notice of my own action (its operator comes first) is no news to me.
      noticeUserIdsOf(m)[0] !== input.myUserId &&
      !m.recalled &&
      input.now - m.sentTime <= ALERT_MAX_AGE_MS &&
      !input.isMuted(m) &&
      !input.isActive(m),
  );
  if (alerting.length === 0) return none;
  const newest = alerting.reduce((a, b) => (b.sentTime >= a.sentTime ? b : a));
  return {
    sound: input.settings.confFlag !== 0 && messages.length <= ALERT_SOUND_MAX_BATCH,
    banner: input.settings.msgFlag === 1 ? newest : null,
  };
}
