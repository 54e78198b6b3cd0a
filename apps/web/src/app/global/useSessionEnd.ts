import { SESSION_END_REDIRECT_DELAY_MS } from '@volna/contracts';
import { useEffect } from 'react';
import { sessionEvents } from '../../shared/api/session-events.ts';
import { currentInAppPath, navigateInApp } from '../../shared/lib/app-navigator.ts';
import { loginPathFor } from '../../shared/lib/navigation.ts';
import { native } from '../../shared/native/native-bridge.ts';
import { paths } from '../../shared/lib/paths.ts';
import { withinNotLoggedInWindow } from '../startup.ts';

/**
 * What the user sees when the server ends the session (the API helper already cleared it):
 * 4003 → the forced-logout dialog; 401/4002 → login, returning here afterwards; during the start window a stale
 * session quietly becomes a guest visit of the dating tab instead (spec §4, §8).
 */
export function useSessionEnd() {
  useEffect(
    () =>
      sessionEvents.on((code) => {
        native.logout();
        if (code === 4003) {
          // Remember the page now: the guard of a members-only page may move to login behind the dialog. The
          // dialog's code loads only now (antd-mobile's Dialog is no part of the first screen).
          const returnTo = currentInAppPath();
          void import('./forced-logout.ts').then(({ showForcedLogoutDialog }) =>
            showForcedLogoutDialog(returnTo),
          );
          return;
        }
        if (withinNotLoggedInWindow()) {
          setTimeout(() => navigateInApp(paths.dating, { replace: true }), SESSION_END_REDIRECT_DELAY_MS);
          return;
        }
        const here = currentInAppPath();
        if (here === paths.login || here.startsWith(`${paths.login}?`)) return;
        navigateInApp(loginPathFor(here), { replace: true });
      }),
    [],
  );
}
