import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LISTING_ORDER_ROUTES,
  type ListingOrderAppealBody,
  type ListingOrderQuoteVo,
  type ListingOrderVo,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { LISTINGS_PAGE_SIZE, nextPage } from './pages.ts';

/** Query keys of classifieds orders; under ['listings'] and refreshed with the wallet, since orders move money. */
export const orderKeys = {
  all: ['listings', 'orders'] as const,
  list: (role: string) => ['listings', 'orders', 'list', role] as const,
  one: (id: number) => ['listings', 'orders', 'one', id] as const,
  quote: (listingId: number, secureDeal: boolean) =>
    ['listings', 'orders', 'quote', listingId, secureDeal] as const,
};

/** GET /app/listing-orders/quote: price, fee (secure deal only) and cashback before ordering. */
export const useOrderQuote = (listingId: number, secureDeal: boolean, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.quote(listingId, secureDeal),
    queryFn: () =>
      api.get<ListingOrderQuoteVo>(LISTING_ORDER_ROUTES.quote, {
        query: { listingId, secureDeal },
        silent: true,
      }),
    enabled,
  });

/** GET /app/listing-orders/list: my orders as buyer, seller or both, newest first. */
export const useMyOrders = (role: 'all' | 'buyer' | 'seller') =>
  useInfiniteQuery({
    queryKey: orderKeys.list(role),
    queryFn: ({ pageParam }) =>
      api.page<ListingOrderVo>(LISTING_ORDER_ROUTES.list, {
        query: { role, pageNum: pageParam, pageSize: LISTINGS_PAGE_SIZE },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** GET /app/listing-orders/{id}: one of my orders with its history. */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () =>
      api.get<ListingOrderVo>(LISTING_ORDER_ROUTES.detail.replace(':id', String(id)), { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });

function useOrderSettled() {
  const client = useQueryClient();
  return (order: ListingOrderVo) => {
    client.setQueryData(orderKeys.one(order.id), order);
    void client.invalidateQueries({ queryKey: orderKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** POST /app/listing-orders (Idempotency-Key): order a listing as a secure or an ordinary deal. */
export function useCreateOrder() {
  const settled = useOrderSettled();
  return useMutation({
    mutationFn: ({
      listingId,
      secureDeal,
      price,
      fee,
      idempotencyKey,
    }: {
      listingId: number;
      secureDeal: boolean;
      /** The quote's price and fee the buyer saw: the server orders only at these (issue 28). */
      price: string;
      fee: string;
      idempotencyKey: string;
    }) =>
      api.post<ListingOrderVo>(
        LISTING_ORDER_ROUTES.create,
        { listingId, secureDeal, price, fee },
        { headers: idempotencyHeaders(idempotencyKey), silent: true },
      ),
    onSuccess: settled,
  });
}

export type OrderStep =
  | { step: 'pay' | 'confirm'; body: { id: number; payPassword: string } }
  | { step: 'ship'; body: { id: number; note: string } }
  | { step: 'cancel'; body: { id: number } }
  | { step: 'appeal'; body: ListingOrderAppealBody };

/** The order's steps: pay and confirm receipt (with the pay password), ship, cancel, appeal. */
export function useOrderStep() {
  const settled = useOrderSettled();
  return useMutation({
    mutationFn: ({ step, body }: OrderStep) =>
      api.post<ListingOrderVo>(LISTING_ORDER_ROUTES[step], body, { silent: true }),
    onSuccess: settled,
  });
}
