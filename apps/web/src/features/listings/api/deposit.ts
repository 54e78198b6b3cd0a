import { useQueries, useQuery } from '@tanstack/react-query';
import { isDepositKind, type ListingKind } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { listingKeys } from './keys.ts';

/** GET /app/listings/deposit?kind=: what publishing this kind holds now (only the deposit kinds ask). */
export const useListingDeposit = (kind: ListingKind) =>
  useQuery({
    queryKey: listingKeys.deposit(kind),
    queryFn: () =>
      api.get<{ amount: string; currencyId: number }>('/app/listings/deposit', {
        query: { kind },
        silent: true,
      }),
    enabled: isDepositKind(kind),
  });

/** The deposits of several kinds at once (the guide lists every board's). */
export const useListingDeposits = (kinds: readonly ListingKind[]) =>
  useQueries({
    queries: kinds.map((kind) => ({
      queryKey: listingKeys.deposit(kind),
      queryFn: () =>
        api.get<{ amount: string; currencyId: number }>('/app/listings/deposit', {
          query: { kind },
          silent: true,
        }),
    })),
  });
