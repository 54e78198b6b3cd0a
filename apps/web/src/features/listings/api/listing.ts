import { useQuery } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { listingKeys } from './keys.ts';

/** GET /app/listings/{id}: one listing (a removed or revoked one only to its owner). */
export const useListing = (id: number) =>
  useQuery({
    queryKey: listingKeys.one(id),
    queryFn: () => api.get<ListingVo>(`/app/listings/${id}`, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
