import { QueryClient } from '@tanstack/react-query';

/** The app's one server-state cache; realtime events patch it outside React, so it lives in a module. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } },
});
