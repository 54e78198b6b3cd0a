import { useQuery } from '@tanstack/react-query';
import { type DatingInviteFriendsVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

/** My invite code and the people who joined with it (GET /app/jy/inviteFriends/list). */
export const useInvitedFriends = () =>
  useQuery({
    queryKey: datingKeys.invited,
    queryFn: () =>
      api.get<DatingInviteFriendsVo>('/app/jy/inviteFriends/list', {
        silent: true,
        module: StatisticsModule.dating,
      }),
  });
