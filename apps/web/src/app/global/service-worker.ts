import { SW_MESSAGES } from '@volna/contracts';
import { Workbox } from 'workbox-window';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { setUpdater } from '../../shared/lib/app-update.ts';
import { navigateInApp } from '../../shared/lib/app-navigator.ts';
import { reloadInPlace } from '../../shared/lib/reload.ts';

// The service worker's side in the page (issue 35), loaded after the first screen: registration, the version prompt
// when a new build's worker waits, taking it up when the user says yes, and taps on notifications.

const BASE = import.meta.env.BASE_URL;
/** How long "refresh" waits for the new build's worker to download and install. */
const INSTALL_WAIT_MS = 60_000;
const TAKE_OVER_WAIT_MS = 10_000;

const offerRefresh = () => void import('./check-version.ts').then((m) => m.offerRefresh());

/** The worker waiting in `registration`, once it installed (or null: none came, or it failed). */
function installedWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(registration.waiting), INSTALL_WAIT_MS);
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' || worker.state === 'redundant') {
          clearTimeout(timer);
          resolve(registration.waiting);
        }
      });
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  });
}

/** The manifest in the app's language (one per language: the install prompt and the home-screen name use it). */
function linkManifest() {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `${BASE}manifest-${currentLanguage()}.webmanifest`;
}

export async function registerServiceWorker() {
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  let takingUp = false;
  const workbox = new Workbox(`${BASE}sw.js`, { scope: BASE });
  // A new build's worker installed and waits: it takes over only through the version prompt.
  workbox.addEventListener('waiting', () => {
    if (!takingUp) offerRefresh();
  });
  // Another tab took up the new build: this tab still runs the old one, whose pages may be gone from the server.
  container.addEventListener('controllerchange', () => {
    if (controlledAtStart && !takingUp) offerRefresh();
  });
  // A notification tapped while the app was open: go where it points (a call's address shows its screen).
  container.addEventListener('message', (event) => {
    const data = event.data as { type?: string; url?: string } | null;
    if (data?.type === SW_MESSAGES.open && data.url?.startsWith(BASE))
      navigateInApp(data.url.slice(BASE.length - 1));
  });
  const registration = await workbox.register();
  setUpdater(async () => {
    if (!registration || !container.controller) {
      reloadInPlace();
      return true;
    }
    takingUp = true;
    if (!registration.waiting) await registration.update().catch(() => undefined);
    // The server has no other worker than the one running: nothing to take over, a reload reads the server afresh.
    if (!registration.waiting && !registration.installing) {
      reloadInPlace();
      return true;
    }
    const worker = await installedWorker(registration);
    if (!worker) {
      takingUp = false;
      return false;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, TAKE_OVER_WAIT_MS);
      container.addEventListener(
        'controllerchange',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
      worker.postMessage({ type: SW_MESSAGES.skipWaiting });
    });
    reloadInPlace();
    return true;
  });
}
