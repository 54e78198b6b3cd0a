import { useQuery } from '@tanstack/react-query';
import { GROUP_MEMBERS_PAGE_SIZE, type GroupMemberVo } from '@volna/contracts';
import { api } from '../../api/client.ts';

export const fetchGroupMembers = (groupId: string) =>
  api.page<GroupMemberVo>('/app/groupMeb/list', {
    query: { groupId, pageNum: 1, pageSize: GROUP_MEMBERS_PAGE_SIZE },
    silent: true,
  });

/** A group's members (up to 999, one page), for the composer's @ mention picker; asked for only when needed. */
export const useGroupMembers = (groupId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['chat', 'groupMembers', groupId],
    queryFn: () => fetchGroupMembers(groupId as string),
    enabled: enabled && groupId !== null,
    staleTime: 60_000,
  });
