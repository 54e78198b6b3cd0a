import { useQuery } from '@tanstack/react-query';
import type { MyUserInfo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

export const myInfoKey = ['user', 'info'] as const;

export const fetchMyInfo = () => api.get<MyUserInfo>('/app/user/info', { silent: true });

/** The signed-in user's own record; pages show load failures in place, so the call itself stays silent. */
export const useMyInfo = () => useQuery({ queryKey: myInfoKey, queryFn: fetchMyInfo });

export type MyInfoQuery = ReturnType<typeof useMyInfo>;
