import type {
  AdminExchangeDecisionBody,
  AdminOtcDecisionBody,
  ExchangeOrderVo,
  ExchangeStaffDetailVo,
  OtcOrderVo,
} from '@volna/contracts';
import { useStaffAction, useStaffDetail } from '../../shared/orders/staffQueries.ts';

/** One exchange order with its proofs, history and the parties' chat (GET /admin/api/exchange/order/{id}). */
export const useExchangeOrder = (id: number | null) =>
  useStaffDetail<ExchangeStaffDetailVo>('exchangeOrders', id, (id) => `/admin/api/exchange/order/${id}`);

/** A staff decision on a deal; the queue, the order and its audit trail are read again. */
export const useExchangeDecide = () =>
  useStaffAction<AdminExchangeDecisionBody, ExchangeOrderVo>('/admin/api/exchange/order/decide', [
    ['exchangeOrders'],
    ['audit', 'exchangeOrder'],
  ]);

/** The OTC desk's next step on an order (platform administrators). */
export const useOtcDecide = () =>
  useStaffAction<AdminOtcDecisionBody, OtcOrderVo>('/admin/api/exchange/otc/decide', [
    ['otcOrders'],
    ['audit', 'otcExchangeOrder'],
  ]);
