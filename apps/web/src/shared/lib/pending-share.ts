import { inviteBindBody } from '@volna/contracts';

import { PENDING_SHARE_KEY } from './pending-share-key.ts';

export { PENDING_SHARE_KEY };

/** The body of `POST /app/invite/record/bind`. */
export type PendingShare = { inviterId: number; type: number };

/** Share info of a launch query: only when it carries both shareType and shareUserId (spec §5), and both are valid. */
export function shareFromQuery(search: string | URLSearchParams): PendingShare | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const shareType = params.get('shareType');
  const shareUserId = params.get('shareUserId');
  if (!shareType || !shareUserId) return null;
  const parsed = inviteBindBody.safeParse({ inviterId: shareUserId, type: shareType });
  return parsed.success ? parsed.data : null;
}

/** Remembers the launch query's share info (if any) until a login binds it. */
export function rememberShare(search: string | URLSearchParams) {
  const share = shareFromQuery(search);
  if (share) localStorage.setItem(PENDING_SHARE_KEY, JSON.stringify(share));
}

/**
 * The share info waiting to be bound, removed from storage so it is bound once:
 * after login, `POST /app/invite/record/bind` with it when not null.
 */
export function takePendingShare(): PendingShare | null {
  const raw = localStorage.getItem(PENDING_SHARE_KEY);
  if (!raw) return null;
  localStorage.removeItem(PENDING_SHARE_KEY);
  try {
    const parsed = inviteBindBody.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
