import type { P2pDecideBody, P2pOrderVo, P2pStaffDetailVo } from '@volna/contracts';
import { useStaffAction, useStaffDetail } from '../../shared/orders/staffQueries.ts';

/** One order with its parties' chat, proof and history (GET /admin/api/p2p/order/{id}). */
export const useP2pOrder = (id: number | null) =>
  useStaffDetail<P2pStaffDetailVo>('p2pOrders', id, (id) => `/admin/api/p2p/order/${id}`);

/** The administrator's decision; the queue, the order and its audit trail are read again. */
export const useP2pDecide = () =>
  useStaffAction<P2pDecideBody, P2pOrderVo>('/admin/api/p2p/decide', [['p2pOrders'], ['audit', 'p2pOrder']]);
