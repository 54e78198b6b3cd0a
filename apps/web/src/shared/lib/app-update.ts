import { reloadInPlace } from './reload.ts';

// How a browser takes up a new build (issue 35). With the service worker, a reload alone would be served the build it
// precached, so "refresh" first lets the new build's worker (installed in the background, waiting) take over, then
// reloads: the whole new build, never half of one. Without a worker (the dev server, an old browser) it reloads.

type Updater = () => Promise<boolean>;
let updater: Updater | null = null;

/** The service worker's registration installs how an update is applied (app/global/service-worker.ts). */
export function setUpdater(next: Updater | null) {
  updater = next;
}

/** The user accepted the version prompt: answers false when the new build could not be had (offline). */
export async function applyUpdate(): Promise<boolean> {
  if (!updater) {
    reloadInPlace();
    return true;
  }
  return updater();
}
