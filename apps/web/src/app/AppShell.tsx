import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setAppNavigator } from '../shared/lib/app-navigator.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { ANY_TAB_PATHS } from '../shared/lib/tab-set.ts';
import { NetworkBar } from '../shared/ui/NetworkBar.tsx';
import { OfflineDialog } from '../shared/ui/OfflineDialog.tsx';
import { initTheme } from '../shared/ui/theme.ts';
import { FeedbackButton } from './global/FeedbackButton.tsx';
import { PageSkeleton } from './global/PageSkeleton.tsx';
import { ShellErrorBoundary } from './global/ShellErrorBoundary.tsx';
import { useOfflineDialog } from './global/useOfflineDialog.ts';
import { usePageVisits } from './global/usePageVisits.ts';
import { usePreviousPageRecorder } from './global/usePreviousPageRecorder.ts';
import { useServiceWorker } from './global/useServiceWorker.ts';
import { useSessionEnd } from './global/useSessionEnd.ts';
import { useVersionCheck } from './global/useVersionCheck.ts';
import { useZoomGuard } from './global/useZoomGuard.ts';

// Before the first paint, so a dark-theme user never sees a white flash.
initTheme();

// Loaded only while someone is signed in, not with a guest's first screen (issue 19): messaging, its caches and
// banners.
const SignedInServices = lazy(() => import('./global/SignedInServices.tsx'));

/** Layout route of every page: lazy screens with a skeleton, their errors in place, and the global overlays. */
export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Messaging runs exactly while someone is signed in with a messaging token (spec §4: none after logout).
  const messagingUserId = useSessionStore((state) =>
    state.session?.rongToken ? state.session.userId : null,
  );

  useLayoutEffect(() => {
    setAppNavigator((to, options) => void navigate(to, options));
    return () => setAppNavigator(null);
  }, [navigate]);

  useSessionEnd();
  useVersionCheck();
  useServiceWorker();
  useOfflineDialog();
  useZoomGuard();
  usePreviousPageRecorder();
  usePageVisits();

  return (
    <>
      <ShellErrorBoundary resetKey={pathname}>
        {/* A boundary per page (the tabs share one, keeping their bar): the router navigates in a transition, which
            in a boundary already shown keeps the old page up with no sign of the tap; a new one shows the skeleton. */}
        <Suspense key={ANY_TAB_PATHS.includes(pathname) ? 'tabs' : pathname} fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ShellErrorBoundary>
      <FeedbackButton />
      <Suspense fallback={null}>
        {messagingUserId !== null && <SignedInServices userId={messagingUserId} />}
      </Suspense>
      <OfflineDialog />
      <NetworkBar />
    </>
  );
}
