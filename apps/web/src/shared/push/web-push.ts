import { api } from '../api/client.ts';
import { hasNativeShell } from '../native/native-bridge.ts';

// This device's Web Push subscription (issue 35). Inside the native shell the shell's own notifications are used
// (it gets the session with command 1000, init), so the app neither asks nor subscribes there.

const BASE = import.meta.env.BASE_URL;
/** Set when the user turned this device's notifications off in Settings: nothing subscribes it again by itself. */
const TURNED_OFF_KEY = 'volna.pushOff';

/** What this device can do: push needs a service worker, the Push API and a secure (HTTPS) origin. */
export type PushAvailability = 'native' | 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (hasNativeShell()) return 'native';
  if (
    !window.isSecureContext ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

const bytesOf = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};
const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function registration() {
  // The worker registers after the first screen; a subscribe asked for before that waits for it.
  return navigator.serviceWorker.ready;
}

/** The browser's subscription for this server's key, made if missing, and given to the server for this session. */
export async function subscribeThisDevice(): Promise<void> {
  const { publicKey } = await api.get<{ publicKey: string }>('/app/push/publicKey', { silent: true });
  const key = bytesOf(publicKey);
  const { pushManager } = await registration();
  let subscription = await pushManager.getSubscription();
  // Made for another key (the server's keys changed): it would never be delivered.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/app/push/subscription', subscription.toJSON(), { silent: true });
  localStorage.removeItem(TURNED_OFF_KEY);
}

/** Whether this browser holds a subscription now. */
export async function isSubscribed(): Promise<boolean> {
  const found = await navigator.serviceWorker.getRegistration(BASE);
  return !!(await found?.pushManager.getSubscription());
}

/** This device stops getting pushes: the server forgets it, then the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  localStorage.setItem(TURNED_OFF_KEY, '1');
  const found = await navigator.serviceWorker.getRegistration(BASE);
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/app/push/subscription', { endpoint: subscription.endpoint }, { silent: true });
  await subscription.unsubscribe();
}

/** Signed in with permission already given: the server learns this session's device (a new login ended the old one). */
export async function renewSubscription(): Promise<void> {
  if (pushAvailability() === 'granted' && !localStorage.getItem(TURNED_OFF_KEY)) await subscribeThisDevice();
}
