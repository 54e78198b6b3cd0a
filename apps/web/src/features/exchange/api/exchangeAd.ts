import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeAdVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { exchangeKeys } from './keys.ts';

/** GET /app/trade/exchange/{id}: the ad as it is now (its terms, after a take was refused for changed ones). */
export const fetchExchangeAd = (id: number) =>
  api.get<ExchangeAdVo>(`/app/trade/exchange/${id}`, { silent: true });

export const useExchangeAd = (id: number | null) =>
  useQuery({
    queryKey: exchangeKeys.ad(id ?? 0),
    queryFn: () => fetchExchangeAd(id!),
    enabled: id !== null,
  });

/** The seller's moves on his ad while nobody has responded: cancel (money back), shelf off / on. */
export function useExchangeAdAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      call: { action: 'cancel'; id: number } | { action: 'shelf'; id: number; onShelf: boolean },
    ) =>
      call.action === 'cancel'
        ? api.post<ExchangeAdVo>('/app/trade/exchange/cancel', { id: call.id })
        : api.put<ExchangeAdVo>('/app/trade/exchange/setShelfStatus', { id: call.id, onShelf: call.onShelf }),
    onSuccess: (ad) => {
      queryClient.setQueryData(exchangeKeys.ad(ad.id), ad);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
