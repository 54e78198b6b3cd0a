import { useQuery } from '@tanstack/react-query';
import type { CurrencyVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

/** The currencies a price may be received in (GET /app/currency/mini/list; id 2 is never listed, spec §3). */
export const useReceiptCurrencies = () =>
  useQuery({
    queryKey: datingKeys.currencies,
    queryFn: () => api.get<CurrencyVo[]>('/app/currency/mini/list', { silent: true }),
    select: (list) => list.filter((currency) => currency.id !== 2),
    staleTime: 10 * 60_000,
  });
