import { GROUP_INVITATION_CLOSED_EVENT, GROUP_INVITATION_EVENT } from '@volna/contracts';
import { queryClient } from '../api/query-client.ts';
import { messaging } from '../realtime/messaging.ts';
import { rereadMissed } from '../realtime/reread-missed.ts';
import { groupInvitationsKey } from './group-invitations.ts';

const INVITATION_EVENTS = new Set<string>([GROUP_INVITATION_EVENT, GROUP_INVITATION_CLOSED_EVENT]);

/**
 * An invitation sent to me, or answered on another of my devices, re-reads my invitations (and so every badge of
 * them). An empty batch is a fresh start of the connection: what was read before it is read again.
 */
export function startGroupInvitationSync() {
  return messaging.onEvents((events) => {
    if (events.length === 0) rereadMissed(groupInvitationsKey);
    else if (events.some((event) => INVITATION_EVENTS.has(event.type)))
      void queryClient.invalidateQueries({ queryKey: groupInvitationsKey });
  });
}
