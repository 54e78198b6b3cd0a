import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { assistantKeys } from './keys.ts';

export const clearHistory = (silent = false) =>
  api.post<{ removed: number }>('/chat/removeCache', undefined, { silent });

/** Clears the history (POST /chat/removeCache) and the page's copy of it. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearHistory(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.history }),
  });
}

const clearedFor = new Set<number>();

/** Spec §7: the history is cleared at start-up when logged in; once per page load and user, quietly. */
export function clearAtStartup(userId: number) {
  if (clearedFor.has(userId)) return;
  clearedFor.add(userId);
  void clearHistory(true).catch(() => {});
}
