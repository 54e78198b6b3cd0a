import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isSubscribed,
  pushAvailability,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../../shared/push/web-push.ts';

const thisDeviceKey = ['push', 'thisDevice'] as const;

/** Whether this browser gets pushes, and what it allows (permission, support, the native shell). */
export const useThisDevice = () =>
  useQuery({
    queryKey: thisDeviceKey,
    queryFn: async () => {
      const availability = pushAvailability();
      const subscribed = availability === 'granted' ? await isSubscribed() : false;
      return { availability, subscribed };
    },
  });

/** Turns this device's notifications on (asking the browser's permission first) or off. */
export function useSwitchThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return unsubscribeThisDevice();
      if ((await Notification.requestPermission()) !== 'granted') return;
      await subscribeThisDevice();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisDeviceKey }),
  });
}
