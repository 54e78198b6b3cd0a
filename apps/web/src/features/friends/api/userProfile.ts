import { useQuery } from '@tanstack/react-query';
import type { UserVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { friendKeys } from './keys.ts';

/** Another user as I may see him (his privacy applied by the server), with my remark when he is my friend. */
export const fetchUserProfile = (userId: number) => api.get<UserVo>(`/app/user/${userId}`, { silent: true });

export const useUserProfile = (userId: number | null) =>
  useQuery({
    queryKey: friendKeys.user(userId ?? 0),
    queryFn: () => fetchUserProfile(userId as number),
    enabled: userId !== null,
  });
