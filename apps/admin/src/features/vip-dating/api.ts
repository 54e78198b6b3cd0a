import type { VipRequestVo } from '@volna/contracts';
import { useStaffAction } from '../../shared/orders/staffQueries.ts';

/** Every staff action answers the request: the list is stale, and so are its audit trail and the staff's chats. */
const STALE = [['vipRequests'], ['audit', 'vipRequest'], ['myModuleGroups']];

/** Opens (or reopens) the requester's customer-service chat with the caller; the request moves to "contacted". */
export const useContactRequester = () =>
  useStaffAction<{ id: number }, { groupId: number; request: VipRequestVo }>(
    '/admin/api/vip-dating/contact',
    STALE,
  );

/** A candidate by hand: any user with a live dating profile. */
export const useAddCandidate = () =>
  useStaffAction<{ id: number; userId: number }, VipRequestVo>('/admin/api/vip-dating/candidates', STALE);
