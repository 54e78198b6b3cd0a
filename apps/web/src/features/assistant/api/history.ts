import type { AssistantHistoryVo } from '@volna/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { assistantKeys } from './keys.ts';

export const fetchHistory = () => api.get<AssistantHistoryVo>('/chat/history', { silent: true });

/** The turns kept since the last clear, and who answers (the provider or the offline helper). */
export const useAssistantHistory = () => useQuery({ queryKey: assistantKeys.history, queryFn: fetchHistory });
