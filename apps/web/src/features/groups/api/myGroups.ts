import { useQuery } from '@tanstack/react-query';
import { type GroupVo, GROUPS_MAX } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { groupsKeys } from './keys.ts';

export const fetchMyGroups = () =>
  api.page<GroupVo>('/app/group/list', { query: { pageNum: 1, pageSize: GROUPS_MAX }, silent: true });

/** My ordinary groups, newest joined first; one page holds all a user may be in. */
export const useMyGroups = () =>
  useQuery({ queryKey: groupsKeys.myGroups, queryFn: fetchMyGroups, select: (page) => page.rows });
