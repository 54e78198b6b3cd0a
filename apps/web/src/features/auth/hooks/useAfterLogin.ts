import type { LoginResult } from '@volna/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { native } from '../../../shared/native/native-bridge.ts';
import { accountLanguageToApply } from '../../../shared/i18n/i18n.ts';
import { redirectAfterLogin } from '../../../shared/lib/navigation.ts';
import { PENDING_SHARE_KEY } from '../../../shared/lib/pending-share-key.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { bindInvite } from '../api/bindInvite.ts';

/** Everything a successful login does: keep the session, bind a pending invite, go where the user was headed. */
export function useAfterLogin() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSessionStore((state) => state.signIn);
  return useCallback(
    async (result: LoginResult) => {
      signIn(result);
      native.initAfterLogin(result);
      // The share's schema loads only when a launch left one to bind.
      const share =
        localStorage.getItem(PENDING_SHARE_KEY) === null
          ? null
          : (await import('../../../shared/lib/pending-share.ts')).takePendingShare();
      // A failed bind (own link, already bound) must not hold up the login.
      if (share) await bindInvite(share).catch(() => undefined);
      await navigate(redirectAfterLogin(search), { replace: true });
      // The account's language wins over the device's: the app restarts in it where the user was headed.
      const language = accountLanguageToApply(result.language);
      if (language) native.changeLanguage(language);
    },
    [navigate, search, signIn],
  );
}
