import { i18next } from '../i18n/i18n.ts';
import { currentInAppPath, navigateInApp } from '../lib/app-navigator.ts';
import { loginPathFor } from '../lib/navigation.ts';
import { isAuthenticated } from '../session/session-store.ts';
import { confirmDialog } from './confirm.ts';

let open = false;

/**
 * Login-prompt overlay (spec §2): a guest trying something that needs an account is asked to log in.
 * Resolves true when signed in already or the user chose to log in (he is taken to login and back afterwards
 * to `returnTo`, by default the current page); false when he cancelled.
 */
export async function askToLogin(options: { message?: string; returnTo?: string } = {}): Promise<boolean> {
  if (isAuthenticated()) return true;
  if (open) return false;
  open = true;
  const t = i18next.t.bind(i18next);
  try {
    const login = await confirmDialog({
      title: t('shell:loginPrompt.title'),
      content: options.message ?? t('shell:loginPrompt.content'),
      cancelText: t('common:cancel'),
      confirmText: t('common:login'),
    });
    if (login) navigateInApp(loginPathFor(options.returnTo ?? currentInAppPath()));
    return login;
  } finally {
    open = false;
  }
}
