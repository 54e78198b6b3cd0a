/**
 * localStorage key of the share info captured at launch, bound to the account after the next login. Apart from
 * pending-share.ts (and its schema) so a login without a pending share loads none of it (issue 19).
 */
export const PENDING_SHARE_KEY = 'volna.pendingShare';
