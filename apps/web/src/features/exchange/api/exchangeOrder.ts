import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExchangeCertificateABody,
  ExchangeCertificateBBody,
  ExchangeCheckMoneyVo,
  ExchangeOrderVo,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { uploadHandIn } from '../../../shared/payments/handIn.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { exchangeKeys } from './keys.ts';

/** One deal as I may see it (GET /app/trade/exchangeOrder/{id}), read afresh on every open. */
export const useExchangeOrder = (id: number | null) =>
  useQuery({
    queryKey: exchangeKeys.order(id ?? 0),
    queryFn: () => api.get<ExchangeOrderVo>(`/app/trade/exchangeOrder/${id}`, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });

/** POST /app/trade/exchangeOrder/checkMoney: what taking the ad costs my wallet (nothing for OTC). */
export const checkOrderMoney = (exchangeId: number) =>
  api.post<ExchangeCheckMoneyVo>('/app/trade/exchangeOrder/checkMoney', { exchangeId }, { silent: true });

/** POST /app/trade/exchangeOrder under an Idempotency-Key: take the ad (a platform ad settles at once). */
export function useTakeExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: {
      exchangeId: number;
      /** The ad's amount and rate the buyer saw: the server takes it only at these (issue 28). */
      payAmount: string;
      rate: string;
      payPassword?: string;
      idempotencyKey: string;
    }) =>
      api.post<ExchangeOrderVo>(
        '/app/trade/exchangeOrder',
        {
          exchangeId: call.exchangeId,
          payAmount: call.payAmount,
          rate: call.rate,
          ...(call.payPassword ? { payPassword: call.payPassword } : {}),
        },
        { headers: idempotencyHeaders(call.idempotencyKey), silent: true },
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(exchangeKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

export type ExchangeStepCall =
  | { step: 'certificateA'; body: ExchangeCertificateABody }
  | { step: 'certificateB'; body: ExchangeCertificateBBody }
  | { step: 'complaint' | 'cancelRequest'; id: number; reason: string }
  | { step: 'withdrawComplaint'; id: number };

const send = (call: ExchangeStepCall, silent: boolean) => {
  switch (call.step) {
    case 'certificateA':
      return api.put<ExchangeOrderVo>('/app/trade/exchangeOrder/submitsCertificateA', call.body, { silent });
    case 'certificateB':
      return api.put<ExchangeOrderVo>('/app/trade/exchangeOrder/submitsCertificateB', call.body, { silent });
    case 'complaint':
      return api.post<ExchangeOrderVo>(
        '/app/trade/exchangeOrder/complaint',
        { id: call.id, reason: call.reason },
        { silent },
      );
    case 'cancelRequest':
      return api.post<ExchangeOrderVo>(
        '/app/trade/exchangeOrder/cancel/order',
        { id: call.id, reason: call.reason },
        { silent },
      );
    case 'withdrawComplaint':
      return api.post<ExchangeOrderVo>(
        '/app/trade/exchangeOrder/cancel/complaint',
        { id: call.id },
        { silent },
      );
  }
};

/** A party's step on the deal; the deal and the balances are read again. */
export function useExchangeStep(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ExchangeStepCall) => send(call, options.silent ?? false),
    onSuccess: (order) => {
      queryClient.setQueryData(exchangeKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

/** The buyer's payment voucher: uploaded with progress, then handed in with the account he paid from. */
export const uploadVoucher = (file: File, onProgress: (percent: number) => void) =>
  uploadHandIn({ id: 0, file, onProgress });
