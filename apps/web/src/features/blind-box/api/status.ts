import { useQuery } from '@tanstack/react-query';
import type { BlindBoxStatusVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { blindBoxKeys } from './keys.ts';

export const fetchBlindBoxStatus = () => api.get<BlindBoxStatusVo>('/app/blindBox/status', { silent: true });

/** Price and today's attempts (Moscow day), and whether my dating profile and card exist. */
export const useBlindBoxStatus = () =>
  useQuery({ queryKey: blindBoxKeys.status(), queryFn: fetchBlindBoxStatus });
