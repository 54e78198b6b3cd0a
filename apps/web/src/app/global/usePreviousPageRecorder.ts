import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PREVIOUS_PAGE_KEY } from '../../shared/lib/navigation.ts';
import { paths } from '../../shared/lib/paths.ts';

/** Pages that are never a place to go back to: the entry redirects and login itself. */
const transient = new Set<string>(['/', paths.blank, paths.login]);

/**
 * Keeps the address the user came from under the previous-page key (sessionStorage, so it outlives a reload),
 * for the back rule of spec §2 when the browser history has nothing before this page.
 */
export function usePreviousPageRecorder() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ pathname: string; address: string } | null>(null);
  useEffect(() => {
    const address = pathname + search;
    const previous = last.current;
    // Only a move forward puts a page behind this one; a replaced page (a redirect, a tab switch) is gone, and going
    // back (POP) must not make the page just left the place to go back to.
    if (
      previous &&
      previous.pathname !== pathname &&
      navigationType === 'PUSH' &&
      !transient.has(previous.pathname)
    ) {
      sessionStorage.setItem(PREVIOUS_PAGE_KEY, previous.address);
    }
    last.current = { pathname, address };
  }, [pathname, search, navigationType]);
}
