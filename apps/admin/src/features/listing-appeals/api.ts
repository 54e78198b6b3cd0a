import type { ListingOrderDecideBody, ListingOrderStaffDetailVo, ListingOrderVo } from '@volna/contracts';
import { useStaffAction, useStaffDetail } from '../../shared/orders/staffQueries.ts';

/** One order with its appeal, proofs, history and the parties' chat (GET /admin/api/listing-orders/{id}). */
export const useListingOrder = (id: number | null) =>
  useStaffDetail<ListingOrderStaffDetailVo>('listingOrders', id, (id) => `/admin/api/listing-orders/${id}`);

/** The administrator's decision; the queue, the order and its audit trail are read again. */
export const useListingOrderDecide = () =>
  useStaffAction<ListingOrderDecideBody, ListingOrderVo>('/admin/api/listing-orders/decide', [
    ['listingOrders'],
    ['audit', 'listingOrder'],
  ]);
