import { GROUP_INVITATION_EVENT, type GroupInvitationEvent, type UserEvent } from '@volna/contracts';

/** An invitation older than this arriving now is a catch-up replay (a reconnect, a reload), not news: no banner. */
export const INVITATION_BANNER_MAX_AGE_MS = 60_000;

/** The newest fresh invitation of a batch of events, to show in the banner; null when there is none. */
export function invitationToShow(events: readonly UserEvent[], now: number): GroupInvitationEvent | null {
  let newest: GroupInvitationEvent | null = null;
  for (const event of events) {
    if (event.type !== GROUP_INVITATION_EVENT) continue;
    const invitation = event as GroupInvitationEvent;
    const sent = Date.parse(invitation.createTime);
    if (!(now - sent <= INVITATION_BANNER_MAX_AGE_MS)) continue;
    if (!newest || invitation.invitationId > newest.invitationId) newest = invitation;
  }
  return newest;
}
