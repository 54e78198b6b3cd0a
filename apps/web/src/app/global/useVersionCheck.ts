import { VERSION_CHECK_THROTTLE_MS } from '@volna/contracts';
import { useEffect } from 'react';
import { afterFirstScreen } from '../../shared/lib/after-first-screen.ts';
import { throttle } from './version-check.ts';

// One throttle for the page, so a remount (or React's development double effects) does not check twice. The check's
// code (the version file's schema, the dialog) loads with the first check.
const check = throttle(
  () =>
    void import('./check-version.ts')
      .then(({ checkVersion }) => checkVersion())
      // Offline: the check's code did not load; the next one (back in the foreground) tries again.
      .catch(() => undefined),
  VERSION_CHECK_THROTTLE_MS,
);
/** Version-update prompt: checks static/version.json at start and whenever the app comes back to the foreground. */
export function useVersionCheck() {
  useEffect(() => {
    // The first check waits until the first screen is shown, so it never competes with that screen's code.
    const cancelFirst = afterFirstScreen(() => check());
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelFirst();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
