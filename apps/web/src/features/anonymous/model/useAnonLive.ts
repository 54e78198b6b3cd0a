import { ANON_EVENT_TYPE } from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { anonKeys } from '../api/keys.ts';

/** Re-reads where I stand and the messages when the server says the anonymous chat changed (stored live event). */
export function useAnonLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      messaging.onEvents((events) => {
        if (events.some((event) => event.type === ANON_EVENT_TYPE)) {
          void queryClient.invalidateQueries({ queryKey: anonKeys.current });
          void queryClient.invalidateQueries({ queryKey: ['anonymous', 'messages'] });
        }
      }),
    [queryClient],
  );
}
