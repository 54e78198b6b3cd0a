import type { AnonMessageVo, AnonProfileBody, AnonProfileVo, AnonStatusVo } from '@volna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { randomId } from '../../../shared/lib/random-id.ts';
import { anonKeys } from './keys.ts';

/** Every step answers where I stand now: it replaces the cached status at once. */
function useStep<T>(call: (input: T) => Promise<AnonStatusVo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => queryClient.setQueryData(anonKeys.current, status),
  });
}

export const useAnonSearch = () => useStep(() => api.post<AnonStatusVo>('/app/anon/search'));
export const useAnonCancel = () => useStep(() => api.post<AnonStatusVo>('/app/anon/cancel'));
/** leave, propose, accept, reject, block (contracts ANON_TRANSITIONS). */
export const useAnonAction = () =>
  useStep((input: { chatId: number; action: string }) => api.post<AnonStatusVo>('/app/anon/action', input));

export function useAnonSend(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<AnonMessageVo>('/app/anon/message', { chatId, text, clientMsgId: randomId() }),
    onSuccess: (message) =>
      queryClient.setQueryData<AnonMessageVo[]>(anonKeys.messages(chatId), (old = []) =>
        old.some((m) => m.id === message.id) ? old : [...old, message],
      ),
  });
}

export const useAnonReport = () =>
  useMutation({
    mutationFn: (input: { chatId: number; reason: string; text: string }) =>
      api.post<null>('/app/anon/report', input),
  });

export function useAnonProfileSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnonProfileBody) => api.put<AnonProfileVo>('/app/group/anonEdit', input),
    onSuccess: (profile) => queryClient.setQueryData(anonKeys.profile, profile),
  });
}
