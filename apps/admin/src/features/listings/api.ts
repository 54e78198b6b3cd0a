import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** Staff take a listing down with a reason; the list and the listing's audit trail are stale after it. */
export function useRevokeListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) =>
      api.post<ListingVo>('/admin/api/listings/revoke', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['listings'] });
      client.invalidateQueries({ queryKey: ['audit', 'listing'] });
    },
  });
}
