import type { GroupInviteResultVo } from '@volna/contracts';

/** What the one adding people is told: who is in now and who was only invited (issue 17). */
export type InviteOutcome =
  | { key: 'groups:invite.added'; params: { count: number } }
  | { key: 'groups:invite.sent'; params: { count: number } }
  | { key: 'groups:invite.addedAndSent'; params: { added: number; invited: number } };

/** Friends are added at once; anyone else gets an invitation he accepts, so "added" would promise too much. */
export function inviteOutcome(result: Pick<GroupInviteResultVo, 'addedIds' | 'invitedIds'>): InviteOutcome {
  const added = result.addedIds.length;
  const invited = result.invitedIds.length;
  if (invited === 0) return { key: 'groups:invite.added', params: { count: added } };
  if (added === 0) return { key: 'groups:invite.sent', params: { count: invited } };
  return { key: 'groups:invite.addedAndSent', params: { added, invited } };
}
