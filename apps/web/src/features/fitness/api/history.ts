import { useQuery } from '@tanstack/react-query';
import type { FitnessHistoryVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { fitnessKeys } from './keys.ts';

export const fetchFitnessHistory = () => api.get<FitnessHistoryVo>('/app/fitness/history', { silent: true });

/** The last 30 days (steps and coins per day), the streaks and the entries. */
export const useFitnessHistory = () =>
  useQuery({ queryKey: fitnessKeys.history(), queryFn: fetchFitnessHistory });
