import { GROUP_INVITATION_CLOSED_EVENT, GROUP_INVITATION_EVENT } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { INVITATION_BANNER_MAX_AGE_MS, invitationToShow } from './invitation-banner.ts';

const now = Date.parse('2026-11-23T09:00:00Z');
const invitation = (invitationId: number, ageMs: number) => ({
  type: GROUP_INVITATION_EVENT,
  invitationId,
  groupId: 7,
  groupName: 'Поход',
  inviterId: 2,
  inviterName: 'Анна',
  createTime: new Date(now - ageMs).toISOString(),
});

describe('invitationToShow', () => {
  it('shows the newest fresh invitation of a batch', () => {
    expect(invitationToShow([invitation(1, 1000), invitation(2, 500)], now)?.invitationId).toBe(2);
  });

  it('shows nothing for a replayed old one, a closed one, or other events', () => {
    expect(invitationToShow([invitation(1, INVITATION_BANNER_MAX_AGE_MS + 1)], now)).toBeNull();
    expect(
      invitationToShow([{ type: GROUP_INVITATION_CLOSED_EVENT, invitationId: 1 }, { type: 'message' }], now),
    ).toBeNull();
    expect(invitationToShow([{ ...invitation(3, 0), createTime: 'not a time' }], now)).toBeNull();
  });
});
