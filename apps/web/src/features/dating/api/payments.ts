import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DatingCheckMoneyVo, type DatingPurchaseVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { datingKeys } from './keys.ts';

export type PurchaseKind = 'album' | 'chat';

const checkPath = { album: '/app/jy/userAlbum/checkMoney', chat: '/app/jy/userAlbum/checkMoneyForChat' };
const payPath = { album: '/app/jy/userAlbum/payment', chat: '/app/jy/userPersonals/chat/payment' };

/**
 * What a purchase costs, the platform fee inside it, my balance and whether it is enough (checkMoney*); a refusal
 * (no dating profile of mine for a paid chat, a block) comes back to the caller, which offers the way on.
 */
export const fetchCheckMoney = (kind: PurchaseKind, personalId: number) =>
  api.get<DatingCheckMoneyVo>(checkPath[kind], {
    query: { personalId },
    module: StatisticsModule.dating,
    silent: true,
  });

export const useCheckMoney = (kind: PurchaseKind, personalId: number, enabled: boolean) =>
  useQuery({
    queryKey: datingKeys.checkMoney(kind, personalId),
    queryFn: () => fetchCheckMoney(kind, personalId),
    enabled,
    staleTime: 0,
  });

type Pay = {
  kind: PurchaseKind;
  personalId: number;
  /** The checkMoney price and fee the buyer confirmed: the server charges only these (issue 28). */
  shown: { price: string; fee: string };
  payPassword: string;
  idempotencyKey: string;
};

/** Pays for the album or the chat with the pay password; once per buyer and profile (the server replays a retry). */
export function usePayDating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, personalId, shown, payPassword, idempotencyKey }: Pay) =>
      api.post<DatingPurchaseVo>(
        payPath[kind],
        { personalId, price: shown.price, fee: shown.fee, payPassword },
        { silent: true, module: StatisticsModule.dating, headers: idempotencyHeaders(idempotencyKey) },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
