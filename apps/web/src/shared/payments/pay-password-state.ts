import { useQuery } from '@tanstack/react-query';
import type { MyUserInfo } from '@volna/contracts';
import { api } from '../api/client.ts';

/** The users feature's key for GET /app/user/info: one cached record, refreshed when either side changes it. */
export const myInfoKey = ['user', 'info'] as const;

/** Whether the signed-in user has set a pay password (the sheet offers the settings page when not). */
export const usePayPasswordSet = () =>
  useQuery({
    queryKey: myInfoKey,
    queryFn: () => api.get<MyUserInfo>('/app/user/info', { silent: true }),
    select: (info) => info.hasPayPassword,
  });
