import { useQuery } from '@tanstack/react-query';
import type { DnaOrderVo, DnaPossibleCandidateVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';
import { useStaffAction } from '../../shared/orders/staffQueries.ts';

/** Every staff action answers the order: the list is stale, and so are its audit trail and the possible candidates. */
const STALE = [['dnaOrders'], ['dnaPossibleCandidates'], ['audit', 'dnaOrder']];
const useDnaAction = <B>(path: string) => useStaffAction<B, DnaOrderVo>(path, STALE);

export const useStartMatching = () => useDnaAction<{ id: number }>('/admin/api/dna/start-matching');
export const useAddDnaCandidate = () =>
  useDnaAction<{ id: number; userId: number }>('/admin/api/dna/candidates');
export const useMarkMatched = () => useDnaAction<{ id: number }>('/admin/api/dna/mark-matched');
export const useCancelDnaOrder = () => useDnaAction<{ id: number }>('/admin/api/dna/cancel');

/** Others who ordered and agreed to be candidates, not yet on this order (only asked while candidates may be added). */
export const usePossibleCandidates = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['dnaPossibleCandidates', id],
    queryFn: () => api.get<DnaPossibleCandidateVo[]>(`/admin/api/dna/orders/${id}/possible-candidates`),
    enabled,
  });
