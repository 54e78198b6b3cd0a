import { onlineManager, QueryClient } from '@tanstack/react-query';

// TanStack Query assumes it is online until an 'offline' event: an app started offline would try every read and fail
// it, where a paused read shows what the offline store kept and resumes when the network is back (issue 35).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's one server-state cache; realtime events patch it outside React, so it lives in a module. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } },
});
