import { useQuery } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../api/client.ts';

export const groupKey = (groupId: string) => ['chat', 'group', groupId] as const;
/** Names and roles change rarely; a change posts a notice, after which the chat screen reads the group again. */
export const GROUP_STALE_MS = 60_000;

export const fetchGroup = (groupId: string) => api.get<GroupVo>(`/app/group/${groupId}`, { silent: true });

/** The group's name, member count and my role in it, for the chat header and the recall rule. */
export const useGroup = (groupId: string | null) =>
  useQuery({
    queryKey: groupKey(groupId ?? ''),
    queryFn: () => fetchGroup(groupId as string),
    enabled: groupId !== null && /^\d+$/.test(groupId),
    staleTime: GROUP_STALE_MS,
  });
