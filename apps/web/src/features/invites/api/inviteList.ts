import { useQuery } from '@tanstack/react-query';
import type { InviteListVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { inviteKeys } from './keys.ts';

export const fetchInviteList = () => api.get<InviteListVo>('/app/invite/list', { silent: true });

/** Whom I invited, each one's progress per module and what I earned. */
export const useInviteList = () => useQuery({ queryKey: inviteKeys.list(), queryFn: fetchInviteList });
