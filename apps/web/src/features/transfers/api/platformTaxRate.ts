import { useQuery } from '@tanstack/react-query';
import type { PlatformTaxRateVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { transferKeys } from './transferKeys.ts';

/** The safe-transfer fee rate (GET /app/recharge/getPlatformTaxRate), a fraction of the amount. */
export const usePlatformTaxRate = () =>
  useQuery({
    queryKey: transferKeys.taxRate,
    queryFn: () => api.get<PlatformTaxRateVo>('/app/recharge/getPlatformTaxRate', { silent: true }),
    staleTime: 60_000,
  });
