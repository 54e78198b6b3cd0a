import { useQuery } from '@tanstack/react-query';
import type { UnreadSummary } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';

export const fetchUnread = () => api.get<UnreadSummary>('/app/chat/unread', { silent: true });

/** Tab badges and the app badge; kept fresh by realtime events, so it is never refetched on a timer. */
export function useUnread() {
  const signedIn = useSessionStore((state) => Boolean(state.session?.token));
  return useQuery({ queryKey: chatKeys.unread, queryFn: fetchUnread, enabled: signedIn, staleTime: 10_000 });
}
