import type { AnonMessageVo } from '@volna/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { ANON_POLL_MS, anonKeys } from './keys.ts';

/** The chat's messages (OL:stranger, OL:ToPrivateChat), asked again while the chat is live. */
export const useAnonMessages = (chatId: number, live: boolean) =>
  useQuery({
    queryKey: anonKeys.messages(chatId),
    queryFn: () => api.get<AnonMessageVo[]>('/app/anon/messages', { query: { chatId }, silent: true }),
    refetchInterval: live ? ANON_POLL_MS : false,
  });
