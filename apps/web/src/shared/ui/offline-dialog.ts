import { Dialog } from 'antd-mobile';
import { paths } from '../../app/paths.ts';
import { i18next } from '../i18n/i18n.ts';
import { navigateInApp } from '../lib/app-navigator.ts';

export type OfflineReason = 'network' | 'loggedOut';

let current: { close: () => void; reason: OfflineReason } | null = null;
let onlineCheck: number | undefined;

/** How often an open network dialog re-reads navigator.onLine: the 'online' event is only a hint and can be missed. */
const ONLINE_CHECK_MS = 1000;

/**
 * Global offline dialog (spec §2, §4): after the network drops, or after logging out, it offers Cancel (to the home
 * tab, dating) or Login. Only one is shown at a time.
 */
export function showOfflineDialog(reason: OfflineReason) {
  if (current) return;
  // An 'offline' event handled after the network came back would leave a dialog that nothing closes.
  if (reason === 'network' && navigator.onLine) return;
  const t = i18next.t.bind(i18next);
  const handler = Dialog.show({
    title: t(`shell:offline.${reason}.title`),
    content: t(`shell:offline.${reason}.content`),
    closeOnAction: true,
    onClose: forget,
    actions: [
      [
        {
          key: 'cancel',
          text: t('common:cancel'),
          onClick: () => navigateInApp(paths.dating, { replace: true }),
        },
        { key: 'login', text: t('common:login'), bold: true, onClick: () => navigateInApp(paths.login) },
      ],
    ],
  });
  current = { close: handler.close, reason };
  if (reason === 'network')
    onlineCheck = window.setInterval(closeNetworkOfflineDialogIfOnline, ONLINE_CHECK_MS);
}

function closeNetworkOfflineDialogIfOnline() {
  if (navigator.onLine) closeNetworkOfflineDialog();
}

const LOGGED_OUT_KEY = 'volna.loggedOut';

/** Logout reloads the app (nothing of the old session stays in memory); the new page shows the dialog (spec §4). */
export function showOfflineDialogAfterReload() {
  sessionStorage.setItem(LOGGED_OUT_KEY, '1');
}

/** Shows the logged-out dialog once if the previous page asked for it. */
export function showPendingOfflineDialog() {
  if (sessionStorage.getItem(LOGGED_OUT_KEY) !== '1') return;
  sessionStorage.removeItem(LOGGED_OUT_KEY);
  showOfflineDialog('loggedOut');
}

/** The network is back: a network-offline dialog is no longer true. */
export function closeNetworkOfflineDialog() {
  if (current?.reason !== 'network') return;
  const { close } = current;
  // Forget it here too: closing a dialog that has not mounted yet unmounts it without calling onClose.
  forget();
  close();
}

function forget() {
  current = null;
  window.clearInterval(onlineCheck);
}
