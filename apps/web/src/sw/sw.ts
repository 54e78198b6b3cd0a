import {
  CALL_RING_TIMEOUT_MS,
  ConversationType,
  INCOMING_CALL_PARAM,
  type PushPayload,
  SW_MESSAGES,
} from '@volna/contracts';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { paths } from '../shared/lib/paths.ts';

// The app's service worker (issue 35): the build's shell and every page's code precached as one versioned set, so
// the app opens offline and a new build replaces the old one whole, only once the user accepted the version prompt
// (the page sends skipWaiting); uploaded pictures kept for offline; Web Push shown and tapped.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const BASE = '/h5/';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the app is the one index.html (history routing); the version file and the API never come from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), {
    allowlist: [/^\/h5(\/|$)/],
    denylist: [/^\/h5\/static\//, /^\/h5\/sw\.js$/],
  }),
);
// Avatars and pictures people sent: the same address always holds the same file, so the kept copy is good offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/files/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: 'volna-pictures',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; tag?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGES.chatOpened && data.tag) event.waitUntil(closeNotifications(data.tag));
});

async function closeNotifications(tag: string) {
  for (const notification of await self.registration.getNotifications({ tag })) notification.close();
}

/** The page a tap opens: the chat (or the call's incoming screen over it), a deal, else the chat list. */
function pathOf(payload: PushPayload, ringing: boolean) {
  const chat = payload.chat;
  let path: string = paths.chat;
  if (payload.path) path = payload.path;
  else if (chat?.conversationType === ConversationType.group)
    path = `${paths.groupChat}?${new URLSearchParams({ groupId: chat.targetId })}`;
  else if (chat?.conversationType === ConversationType.system) path = paths.systemChat;
  else if (chat)
    path = `${paths.personalChat}?${new URLSearchParams({ targetId: chat.targetId, conversationType: String(chat.conversationType) })}`;
  if (ringing && payload.call)
    path += `${path.includes('?') ? '&' : '?'}${INCOMING_CALL_PARAM}=${payload.call.callId}`;
  return `${BASE.slice(0, -1)}${path}`;
}

async function appWindows() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((client) => new URL(client.url).pathname.startsWith(BASE));
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload?.title) return;
  event.waitUntil(
    (async () => {
      // The app on screen shows its own banner and rings itself (a socket came up since the server decided).
      const windows = await appWindows();
      if (windows.some((w) => w.focused && w.visibilityState === 'visible')) return;
      const ringing = !!payload.call && Date.now() - payload.sentAt < CALL_RING_TIMEOUT_MS;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: `${BASE}icons/icon-192.png`,
        badge: `${BASE}icons/badge-96.png`,
        timestamp: payload.sentAt,
        renotify: true,
        requireInteraction: ringing,
        data: { url: pathOf(payload, ringing) },
      } as NotificationOptions);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? BASE;
  event.waitUntil(
    (async () => {
      const [open] = await appWindows();
      if (open) {
        await open.focus();
        open.postMessage({ type: SW_MESSAGES.open, url });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
