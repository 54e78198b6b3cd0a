import { useQuery } from '@tanstack/react-query';
import type { DnaOrderVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { dnaKeys } from './keys.ts';

export const fetchMyDnaOrders = () => api.get<DnaOrderVo[]>('/app/dna/order/list', { silent: true });
export const fetchDnaOrder = (id: number) => api.get<DnaOrderVo>(`/app/dna/order/${id}`, { silent: true });

export const useMyDnaOrders = () => useQuery({ queryKey: dnaKeys.orders(), queryFn: fetchMyDnaOrders });
export const useDnaOrder = (id: number) =>
  useQuery({ queryKey: dnaKeys.order(id), queryFn: () => fetchDnaOrder(id), enabled: id > 0 });
