import { useQuery } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/**
 * How many members the group has (GET /app/group/{id}): a group red packet has at most that many shares. The server
 * checks it again at send; this only keeps the count field honest.
 */
export const useRedPacketGroupSize = (groupId: string | null) =>
  useQuery({
    queryKey: ['wallet', 'redPacketGroupSize', groupId],
    queryFn: () => api.get<GroupVo>(`/app/group/${groupId}`, { silent: true }).then((g) => g.memberCount),
    enabled: groupId !== null && /^\d+$/.test(groupId),
  });
