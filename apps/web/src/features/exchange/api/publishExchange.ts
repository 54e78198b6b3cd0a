import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExchangeAddressBody,
  ExchangeAddressVo,
  ExchangeAdVo,
  ExchangeCheckMoneyVo,
  ExchangePublishBody,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { exchangeKeys } from './keys.ts';

/** POST /app/trade/exchange/checkMoney: does my balance cover the amount and the fee? Silent: shown in place. */
export const checkExchangeMoney = (body: { payCurrencyId: number; payAmount: string }) =>
  api.post<ExchangeCheckMoneyVo>('/app/trade/exchange/checkMoney', body, { silent: true });

/** POST /app/trade/exchangeAddress: the receiving account an OTC ad is paid to. */
export const saveExchangeAddress = (body: ExchangeAddressBody) =>
  api.post<ExchangeAddressVo>('/app/trade/exchangeAddress', body, { silent: true });

/** POST /app/trade/exchange under the form's Idempotency-Key: a retry answers the first ad. */
export function usePublishExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ExchangePublishBody; idempotencyKey: string }) =>
      api.post<ExchangeAdVo>('/app/trade/exchange', body, {
        headers: idempotencyHeaders(idempotencyKey),
        silent: true,
      }),
    onSuccess: (ad) => {
      queryClient.setQueryData(exchangeKeys.ad(ad.id), ad);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
