import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const logout = () => api.post<null>('/app/logout');
export const useLogout = () => useMutation({ mutationFn: logout });
