import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyUserInfo, UpdateUserBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { myInfoKey } from './myInfo.ts';

export const updateUser = (body: UpdateUserBody) => api.put<MyUserInfo>('/app/user', body);

/** Saves profile fields; the answer refreshes the personal page and the names and avatar the session shows. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const updateSession = useSessionStore((state) => state.update);
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (info) => {
      queryClient.setQueryData(myInfoKey, info);
      updateSession({
        userName: info.userName,
        firstName: info.firstName,
        lastName: info.lastName,
        nickName: [info.firstName, info.lastName].filter(Boolean).join(' ').trim() || info.userName,
        avatar: info.avatar,
        avatarCompress: info.avatarCompress,
        avatarColorCode: info.avatarColorCode,
      });
    },
  });
}
