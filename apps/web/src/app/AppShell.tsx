import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ChatAlerts } from '../features/chat/components/list/ChatAlerts.tsx';
import { GroupInvitationAlerts } from '../features/groups/components/GroupInvitationAlerts.tsx';
import { setAppNavigator } from '../shared/lib/app-navigator.ts';
import { OfflineDialog } from '../shared/ui/OfflineDialog.tsx';
import { initTheme } from '../shared/ui/theme.ts';
import { FeedbackButton } from './global/FeedbackButton.tsx';
import { PageSkeleton } from './global/PageSkeleton.tsx';
import { ShellErrorBoundary } from './global/ShellErrorBoundary.tsx';
import { useMessaging } from './global/useMessaging.ts';
import { useOfflineDialog } from './global/useOfflineDialog.ts';
import { usePageVisits } from './global/usePageVisits.ts';
import { usePreviousPageRecorder } from './global/usePreviousPageRecorder.ts';
import { useSessionEnd } from './global/useSessionEnd.ts';
import { useVersionCheck } from './global/useVersionCheck.ts';
import { useZoomGuard } from './global/useZoomGuard.ts';

// Before the first paint, so a dark-theme user never sees a white flash.
initTheme();

/** Layout route of every page: lazy screens with a skeleton, their errors in place, and the global overlays. */
export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    setAppNavigator((to, options) => void navigate(to, options));
    return () => setAppNavigator(null);
  }, [navigate]);

  useSessionEnd();
  useMessaging();
  useVersionCheck();
  useOfflineDialog();
  useZoomGuard();
  usePreviousPageRecorder();
  usePageVisits();

  return (
    <>
      <ShellErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ShellErrorBoundary>
      <FeedbackButton />
      <ChatAlerts />
      <GroupInvitationAlerts />
      <OfflineDialog />
    </>
  );
}
