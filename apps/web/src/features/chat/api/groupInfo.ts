import { useQueries } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** What a chat row needs of a group: GET /app/group/{id} (spec §7) answers more, only these are read here. */
export type GroupLabel = { groupName: string; avatar?: string; avatarCompress?: string };

const fetchGroupLabel = (groupId: string) =>
  api.get<GroupLabel>(`/app/group/${encodeURIComponent(groupId)}`, { silent: true });

/** Names and pictures of the listed groups; a group that cannot be read is simply missing from the map. */
export function useGroupLabels(groupIds: readonly string[]): Map<string, GroupLabel> {
  const unique = [...new Set(groupIds)];
  const results = useQueries({
    queries: unique.map((groupId) => ({
      queryKey: ['chat', 'groupLabel', groupId] as const,
      queryFn: () => fetchGroupLabel(groupId),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const labels = new Map<string, GroupLabel>();
  results.forEach((result, index) => {
    if (result.data?.groupName) labels.set(unique[index] as string, result.data);
  });
  return labels;
}
