import { useQuery } from '@tanstack/react-query';
import type { FitnessTodayVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { fitnessKeys } from './keys.ts';

export const fetchFitnessToday = () => api.get<FitnessTodayVo>('/app/fitness/today', { silent: true });

/** Today's entry (null until made) and the rules the page states. */
export const useFitnessToday = () => useQuery({ queryKey: fitnessKeys.today(), queryFn: fetchFitnessToday });
