import { useQuery } from '@tanstack/react-query';
import type { DnaPriceVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { dnaKeys } from './keys.ts';

export const fetchDnaPrice = () => api.get<DnaPriceVo>('/app/dna/price', { silent: true });

export const useDnaPrice = () => useQuery({ queryKey: dnaKeys.price(), queryFn: fetchDnaPrice });
