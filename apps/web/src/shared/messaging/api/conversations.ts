import { useQuery } from '@tanstack/react-query';
import type { ConversationVo } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { chatKeys } from './keys.ts';

/** Up to 300 chats, pinned first then by the latest message (the server orders them). */
export const fetchConversations = () =>
  api.get<ConversationVo[]>('/app/chat/conversation/list', { silent: true });

/** A failed load shows an empty list with a retry (spec §8), never a toast. */
export const useConversations = () =>
  useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, staleTime: 10_000 });
