// Web Push (issue 35), apart from the schemas in push.ts: the service worker and the first screens read these without
// loading zod.

/** What a push is about; each can be turned off in Settings → Notifications. */
export const PUSH_KINDS = ['messages', 'mentions', 'calls', 'orders'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Browser subscriptions one account keeps (one per device); the oldest goes when a new device subscribes past it. */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 5;
/** Characters of a message's text shown in its notification. */
export const PUSH_PREVIEW_MAX_CHARS = 120;
/** How long the push service keeps an undelivered message push (a phone that is off for a day gets none older). */
export const PUSH_MESSAGE_TTL_S = 24 * 60 * 60;

/** The decrypted payload the service worker shows (`tag` groups one chat's or one call's notifications). */
export type PushPayload = {
  kind: PushKind;
  title: string;
  body: string;
  tag: string;
  /** The chat a tap opens (as the recipient names it). */
  chat?: { conversationType: number; targetId: string };
  /** Else the app page (under /h5/) a tap opens; neither: the chat list. */
  path?: string;
  /** When the push was made (ms): a call push older than its ring time shows as missed. */
  sentAt: number;
  /** A call push: enough for the incoming-call screen before the socket is up. */
  call?: {
    callId: number;
    mediaType: number;
    caller: { userId: number; nickName: string; avatar: string };
  };
};

/** Messages the service worker and the app pass to each other (postMessage). */
export const SW_MESSAGES = {
  /** Page → worker: take over now (after the user said yes to the version prompt). */
  skipWaiting: 'volna.skipWaiting',
  /** Worker → page: a notification was tapped while the app was open; go to `url` (a call: show its screen). */
  open: 'volna.open',
  /** Page → worker: the user opened this chat; its notifications go. */
  chatOpened: 'volna.chatOpened',
} as const;

/** The notification tag of a chat, so a newer message replaces the older one and opening the chat clears it. */
export const chatNotificationTag = (conversationType: number, targetId: string) =>
  `chat:${conversationType}:${targetId}`;
export const callNotificationTag = (callId: number) => `call:${callId}`;
/** The query parameter of a call push's address: the app shows that call's incoming screen while it still rings. */
export const INCOMING_CALL_PARAM = 'incomingCall';
