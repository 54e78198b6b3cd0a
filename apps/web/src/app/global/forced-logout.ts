import { Dialog } from 'antd-mobile';
import { i18next } from '../../shared/i18n/i18n.ts';
import { currentInAppPath, navigateInApp } from '../../shared/lib/app-navigator.ts';
import { loginPathFor } from '../../shared/lib/navigation.ts';
import { paths } from '../paths.ts';

let open = false;

/** Spec §4: the account logged in on another device; Cancel goes to the dating tab as a guest, Login logs in again. */
export function showForcedLogoutDialog() {
  if (open) return;
  open = true;
  // Remember the page now: the guard of a members-only page may move to login behind the dialog.
  const returnTo = currentInAppPath();
  const t = i18next.t.bind(i18next);
  Dialog.show({
    title: t('shell:forcedLogout.title'),
    content: t('shell:forcedLogout.content'),
    closeOnAction: true,
    onClose: () => {
      open = false;
    },
    actions: [
      [
        {
          key: 'cancel',
          text: t('common:cancel'),
          onClick: () => navigateInApp(paths.dating, { replace: true }),
        },
        {
          key: 'login',
          text: t('common:login'),
          bold: true,
          onClick: () => navigateInApp(loginPathFor(returnTo)),
        },
      ],
    ],
  });
}
