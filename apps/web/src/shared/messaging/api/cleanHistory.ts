import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationKey } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { emptyHistory } from '../model/message-removal.ts';
import type { HistoryData } from './history.ts';
import { chatKeys } from './keys.ts';

/** Clears the chat for me up to and including the message sent at msgTimestamp; the others keep theirs. */
export const cleanHistory = (key: ConversationKey, msgTimestamp: number) =>
  api.post<null>('/app/messageClean/clean', { ...key, msgTimestamp });

export function useCleanHistory(key: ConversationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (msgTimestamp: number) => cleanHistory(key, msgTimestamp),
    onSuccess: () => {
      queryClient.setQueryData<HistoryData>(chatKeys.history(key), emptyHistory());
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}
