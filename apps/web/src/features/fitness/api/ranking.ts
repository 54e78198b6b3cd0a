import { useQuery } from '@tanstack/react-query';
import type { FitnessRankingVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { fitnessKeys } from './keys.ts';

export const fetchFitnessRanking = () => api.get<FitnessRankingVo>('/app/fitness/ranking', { silent: true });

/** Me and my friends by today's steps. */
export const useFitnessRanking = () =>
  useQuery({ queryKey: fitnessKeys.ranking(), queryFn: fetchFitnessRanking });
