import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { refreshGroup } from '../api/keys.ts';
import { touchesGroup } from './group-notices.ts';

/**
 * Every change of a group posts an RC:InfoNtf notice into its chat; while a groups screen is open, such a notice
 * makes it read the group and its members again (someone joined, was muted, made admin, the group was dissolved).
 */
export function useGroupLive(groupId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!groupId) return;
    return messaging.onEvents((events) => {
      if (touchesGroup(events, groupId)) refreshGroup(queryClient, groupId);
    });
  }, [groupId, queryClient]);
}
