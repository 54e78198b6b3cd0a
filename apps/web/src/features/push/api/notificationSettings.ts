import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsVo, UpdateNotificationSettingsBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

export const notificationSettingsKey = ['push', 'settings'] as const;

/** The account's notification settings (kinds, the words shown, quiet hours). */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationSettingsKey,
    queryFn: () => api.get<NotificationSettingsVo>('/app/push/settings', { silent: true }),
  });

/** Saves what changed; the answer is the whole settings. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) =>
      api.put<NotificationSettingsVo>('/app/push/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
