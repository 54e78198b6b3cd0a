import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetailVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

export const useUserDetail = (userId: number | null) =>
  useQuery({
    queryKey: ['user', userId],
    queryFn: () => api.get<AdminUserDetailVo>(`/admin/api/users/${userId}`),
    enabled: userId !== null,
  });
