import { useQuery } from '@tanstack/react-query';
import type { PresenceVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

const PRESENCE_REFRESH_MS = 30_000;

export const fetchPresence = (userIds: number[]) =>
  api.get<PresenceVo[]>('/app/chat/presence', { query: { userIds: userIds.join(',') }, silent: true });

/** The other user's online state in an open private chat, read again every 30 s while the chat is open. */
export const usePresence = (userId: number | null) =>
  useQuery({
    queryKey: ['chat', 'presence', userId],
    queryFn: async () => (await fetchPresence([userId as number]))[0] ?? null,
    enabled: userId !== null,
    refetchInterval: PRESENCE_REFRESH_MS,
    staleTime: PRESENCE_REFRESH_MS,
  });
