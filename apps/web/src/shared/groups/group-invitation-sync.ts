import { GROUP_INVITATION_CLOSED_EVENT, GROUP_INVITATION_EVENT } from '@volna/contracts';
import { queryClient } from '../api/query-client.ts';
import { messaging } from '../realtime/messaging.ts';
import { groupInvitationsKey } from './group-invitations.ts';

const INVITATION_EVENTS = new Set<string>([GROUP_INVITATION_EVENT, GROUP_INVITATION_CLOSED_EVENT]);

/**
 * An invitation sent to me, or answered on another of my devices, re-reads my invitations (and so every badge of
 * them). An empty batch is a fresh start of the connection: what happened meanwhile is read again too.
 */
export function startGroupInvitationSync() {
  return messaging.onEvents((events) => {
    if (events.length === 0 || events.some((event) => INVITATION_EVENTS.has(event.type)))
      void queryClient.invalidateQueries({ queryKey: groupInvitationsKey });
  });
}
