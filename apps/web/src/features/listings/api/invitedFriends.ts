import { useQuery } from '@tanstack/react-query';
import type { DatingInviteFriendsVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { listingKeys } from './keys.ts';

/**
 * GET /app/jy/inviteFriends/list: my invite code and everyone who joined with my link. The invites module keeps one
 * inviter per user whatever the link's module, and this is the one list of them the server answers (its name is
 * dating's, its rows are not dating-only).
 */
export const useInvitedFriends = () =>
  useQuery({
    queryKey: listingKeys.invited,
    queryFn: () => api.get<DatingInviteFriendsVo>('/app/jy/inviteFriends/list', { silent: true }),
  });
