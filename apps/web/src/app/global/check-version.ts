import { versionFile } from '@volna/contracts';
import { Dialog } from 'antd-mobile';
import { i18next } from '../../shared/i18n/i18n.ts';
import { native } from '../../shared/native/native-bridge.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { STORED_VERSION_KEY, versionDecision } from './version-check.ts';

// The version check itself, loaded by useVersionCheck once the app runs: the version file's contract schema (zod) and
// antd-mobile's Dialog are no part of the first screen's code (issue 19).

const DECLINED_VERSION_KEY = 'volna.versionDeclined';
let dialogOpen = false;

/** The versionName the server announces now; null when it cannot be read (offline, the dev server). */
async function announcedVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}static/version.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = versionFile.safeParse(await response.json());
    return parsed.success ? parsed.data.versionName : null;
  } catch {
    return null;
  }
}

export async function checkVersion() {
  if (dialogOpen) return;
  const remote = await announcedVersion();
  if (remote === null) return;
  const decision = versionDecision({
    remote,
    running: __APP_VERSION__,
    stored: localStorage.getItem(STORED_VERSION_KEY),
    declined: sessionStorage.getItem(DECLINED_VERSION_KEY),
  });
  localStorage.setItem(STORED_VERSION_KEY, decision.store);
  if (decision.offerRefresh) await offerRefresh(remote);
}

/**
 * The spec's version prompt (§2, §7). Also what a new build's service worker, installed and waiting, asks for when
 * the versionName stayed the same (issue 35): the build is taken up only through this prompt.
 */
export async function offerRefresh(version?: string) {
  if (dialogOpen) return;
  const shown = version ?? (await announcedVersion()) ?? __APP_VERSION__;
  dialogOpen = true;
  const t = i18next.t.bind(i18next);
  const refresh = await Dialog.confirm({
    title: t('shell:version.title'),
    content: t('shell:version.content', { version: shown }),
    confirmText: t('shell:version.refresh'),
    cancelText: t('shell:version.later'),
  });
  dialogOpen = false;
  if (!refresh) {
    sessionStorage.setItem(DECLINED_VERSION_KEY, shown);
    return;
  }
  showToast({ content: t('shell:version.updating'), icon: 'loading', duration: 0 });
  if (!(await native.update())) showToast({ content: t('shell:version.updateFailed') });
}
