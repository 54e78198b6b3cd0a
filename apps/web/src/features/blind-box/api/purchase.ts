import { useQuery } from '@tanstack/react-query';
import type { BlindBoxPurchaseVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { blindBoxKeys } from './keys.ts';

export const fetchPurchase = (id: number) =>
  api.get<BlindBoxPurchaseVo>(`/app/blindBox/bought/${id}`, { silent: true });

export const usePurchase = (id: number) =>
  useQuery({ queryKey: blindBoxKeys.purchase(id), queryFn: () => fetchPurchase(id), enabled: id > 0 });
