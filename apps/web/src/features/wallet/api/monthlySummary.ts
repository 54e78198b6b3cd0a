import { useQuery } from '@tanstack/react-query';
import type { MonthlySummaryRow } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { walletKeys } from './keys.ts';

/** Months the wallet home chart covers. */
export const CHART_MONTHS = 6;

export const fetchMonthlySummary = (months: number) =>
  api.get<MonthlySummaryRow[]>('/app/flow/monthlySummary', { query: { months }, silent: true });

/** Money in and out per month and currency, completed flows only (GET /app/flow/monthlySummary). */
export const useMonthlySummary = (months = CHART_MONTHS) =>
  useQuery({ queryKey: walletKeys.monthlySummary(months), queryFn: () => fetchMonthlySummary(months) });
