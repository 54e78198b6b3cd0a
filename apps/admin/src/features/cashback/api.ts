import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CASHBACK_ROUTES, type CashbackBudgetVo, type CashbackFundBody } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** The budget's balance, this month's payouts and the cap (GET /admin/api/cashback/budget). */
export const useCashbackBudget = () =>
  useQuery({
    queryKey: ['cashbackBudget'],
    queryFn: () => api.get<CashbackBudgetVo>(CASHBACK_ROUTES.budget),
  });

/** Staff put VLN into the budget; the key is the form's, so a double click funds once. */
export function useFundCashback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CashbackFundBody; key: string }) =>
      api.postOnce<CashbackBudgetVo>(CASHBACK_ROUTES.fund, body, key),
    onSuccess: (budget) => {
      client.setQueryData(['cashbackBudget'], budget);
      void client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
