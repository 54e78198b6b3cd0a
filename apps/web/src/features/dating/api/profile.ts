import { useQuery } from '@tanstack/react-query';
import { type DatingProfileVo, ResultCode, StatisticsModule } from '@volna/contracts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

const options = { silent: true, module: StatisticsModule.dating } as const;

/** A profile by its id (GET /app/jy/userPersonals/{id}), as this viewer sees it (locked paid items carry no URL). */
export const useDatingProfile = (id: number | null) =>
  useQuery({
    queryKey: datingKeys.profile(id ?? 0),
    queryFn: () => api.get<DatingProfileVo>(`/app/jy/userPersonals/${id}`, options),
    enabled: id !== null,
  });

/** A user's profile (GET /app/jy/userPersonals/user/{userId}). */
export const useDatingProfileOfUser = (userId: number | null) =>
  useQuery({
    queryKey: datingKeys.profileOfUser(userId ?? 0),
    queryFn: () => api.get<DatingProfileVo>(`/app/jy/userPersonals/user/${userId}`, options),
    enabled: userId !== null,
  });

/** True when the call answered that there is no profile (mine not published yet, or his removed). */
export const isNoProfile = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === ResultCode.datingProfileNotFound ||
    error.code === ResultCode.datingProfileRequired ||
    error.code === 404);

/**
 * My own profile (GET /app/jy/userPersonals/user), or null while I have none: "no profile" is an answer here,
 * not a failure.
 */
export const useMyDatingProfile = (enabled = true) =>
  useQuery({
    queryKey: datingKeys.mine,
    queryFn: () =>
      api.get<DatingProfileVo | null>('/app/jy/userPersonals/user', options).catch((error: unknown) => {
        if (isNoProfile(error)) return null;
        throw error;
      }),
    enabled,
  });
