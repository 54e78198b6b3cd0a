import { useQuery } from '@tanstack/react-query';
import type { ListingCategoryVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { listingKeys } from './keys.ts';

/** GET /app/listings/categories: the tree (a root per kind, two levels below) in my language; it never changes. */
export const useListingCategories = () =>
  useQuery({
    queryKey: listingKeys.categories(currentLanguage()),
    queryFn: () => api.get<ListingCategoryVo[]>('/app/listings/categories', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
