import { Dialog } from 'antd-mobile';
import { i18next } from '../../shared/i18n/i18n.ts';
import { navigateInApp } from '../../shared/lib/app-navigator.ts';
import { loginPathFor } from '../../shared/lib/navigation.ts';
import { paths } from '../../shared/lib/paths.ts';

let open = false;

/**
 * Spec §4: the account logged in on another device; Cancel goes to the dating tab as a guest, Login logs in again
 * and comes back to `returnTo` (the page shown when the session ended).
 */
export function showForcedLogoutDialog(returnTo: string) {
  if (open) return;
  open = true;
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
