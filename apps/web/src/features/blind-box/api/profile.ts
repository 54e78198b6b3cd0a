import { useQuery } from '@tanstack/react-query';
import type { BlindBoxProfileVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { blindBoxKeys } from './keys.ts';

export const fetchBlindBoxProfile = () =>
  api.get<BlindBoxProfileVo | null>('/app/blindBox/profile', { silent: true });

export const useBlindBoxProfile = () =>
  useQuery({ queryKey: blindBoxKeys.profile(), queryFn: fetchBlindBoxProfile });
