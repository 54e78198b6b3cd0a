import { versionFile } from '@volna/contracts';
import { Dialog } from 'antd-mobile';
import { i18next } from '../../shared/i18n/i18n.ts';
import { native } from '../../shared/native/native-bridge.ts';
import { STORED_VERSION_KEY, versionDecision } from './version-check.ts';

// The version check itself, loaded by useVersionCheck once the app runs: the version file's contract schema (zod) and
// antd-mobile's Dialog are no part of the first screen's code (issue 19).

const DECLINED_VERSION_KEY = 'volna.versionDeclined';
let dialogOpen = false;

export async function checkVersion() {
  if (dialogOpen) return;
  let remote: string;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}static/version.json`, { cache: 'no-store' });
    if (!response.ok) return;
    const parsed = versionFile.safeParse(await response.json());
    // The dev server has no version file; a failed check says nothing about the version.
    if (!parsed.success) return;
    remote = parsed.data.versionName;
  } catch {
    return;
  }
  const decision = versionDecision({
    remote,
    running: __APP_VERSION__,
    stored: localStorage.getItem(STORED_VERSION_KEY),
    declined: sessionStorage.getItem(DECLINED_VERSION_KEY),
  });
  localStorage.setItem(STORED_VERSION_KEY, decision.store);
  if (!decision.offerRefresh) return;
  dialogOpen = true;
  const t = i18next.t.bind(i18next);
  const refresh = await Dialog.confirm({
    title: t('shell:version.title'),
    content: t('shell:version.content', { version: remote }),
    confirmText: t('shell:version.refresh'),
    cancelText: t('shell:version.later'),
  });
  dialogOpen = false;
  if (refresh) native.update();
  else sessionStorage.setItem(DECLINED_VERSION_KEY, remote);
}
