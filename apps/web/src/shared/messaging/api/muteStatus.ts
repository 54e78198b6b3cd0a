import { useQuery } from '@tanstack/react-query';
import type { ConversationKey } from '@volna/contracts';
import { api } from '../../api/client.ts';

export const muteStatusKey = (key: ConversationKey) =>
  ['chat', 'mute', key.conversationType, key.targetId] as const;

/** 0 muted, 1 not (spec §7). */
export const fetchMuteStatus = (key: ConversationKey) =>
  api.get<0 | 1>('/app/mute/mute', { query: key, silent: true });

export const useMuteStatus = (key: ConversationKey, enabled = true) =>
  useQuery({ queryKey: muteStatusKey(key), queryFn: () => fetchMuteStatus(key), enabled });
