import { useQuery } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

export const fetchModuleGroups = () => api.get<GroupVo[]>('/app/group/groupModuleList', { silent: true });

/** My module groups (support chats among them), the most recently joined first. */
export const useModuleGroups = () =>
  useQuery({ queryKey: ['groups', 'modules'], queryFn: fetchModuleGroups });
