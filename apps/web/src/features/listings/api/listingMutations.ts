import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingEditBody, ListingPublishBody, ListingVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { listingKeys } from './keys.ts';

/** After any change: the listing itself answers fresh, every list refetches, and a deposit's move shows in the wallet. */
function useSettled() {
  const client = useQueryClient();
  return (listing?: ListingVo) => {
    if (listing) client.setQueryData(listingKeys.one(listing.id), listing);
    void client.invalidateQueries({ queryKey: listingKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** POST /app/listings (Idempotency-Key): publish — a board's deposit is held in the same step. */
export function usePublishListing() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ListingPublishBody; idempotencyKey: string }) =>
      api.post<ListingVo>('/app/listings', body, {
        headers: idempotencyHeaders(idempotencyKey),
        silent: true,
      }),
    onSuccess: settled,
  });
}

/** PUT /app/listings: the owner rewrites his listing (its kind stays). */
export function useEditListing() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ListingEditBody) => api.put<ListingVo>('/app/listings', body, { silent: true }),
    onSuccess: settled,
  });
}

/** POST /app/listings/remove or /relist: off the shelf (deposit back) or on again (deposit held anew). */
export function useListingTransition() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'remove' | 'relist' }) =>
      api.post<ListingVo>(`/app/listings/${action}`, { id }),
    onSuccess: settled,
  });
}

/** POST / DELETE /app/listings/favourite: into or out of my collection. */
export function useFavouriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ listing, keep }: { listing: ListingVo; keep: boolean }) => {
      if (keep) return api.post<ListingVo>('/app/listings/favourite', { id: listing.id });
      await api.delete('/app/listings/favourite', { id: listing.id });
      return { ...listing, favourite: false, favouriteCount: Math.max(0, listing.favouriteCount - 1) };
    },
    onSuccess: (listing) => {
      client.setQueryData(listingKeys.one(listing.id), listing);
      void client.invalidateQueries({ queryKey: listingKeys.favourites() });
    },
  });
}
