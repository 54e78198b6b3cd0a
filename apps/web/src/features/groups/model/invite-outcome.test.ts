import { describe, expect, it } from 'vitest';
import { inviteOutcome } from './invite-outcome.ts';

describe('inviteOutcome', () => {
  it('says "added" only for those who are in, and "invitation sent" for the rest', () => {
    expect(inviteOutcome({ addedIds: [1, 2], invitedIds: [] })).toEqual({
      key: 'groups:invite.added',
      params: { count: 2 },
    });
    expect(inviteOutcome({ addedIds: [], invitedIds: [3] })).toEqual({
      key: 'groups:invite.sent',
      params: { count: 1 },
    });
    expect(inviteOutcome({ addedIds: [1], invitedIds: [3, 4] })).toEqual({
      key: 'groups:invite.addedAndSent',
      params: { added: 1, invited: 2 },
    });
  });
});
