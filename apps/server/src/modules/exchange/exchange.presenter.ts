import {
  type ExchangeActor,
  type ExchangeAdVo,
  type ExchangeAddressVo,
  type ExchangeOrderVo,
  ExchangeOrderState,
  exchangeDealStep,
  exchangeOrderActionsFor,
  type OtcOrderVo,
} from '@volna/contracts';
import { currencyCodeOf } from '../ledger/amounts.ts';
import type {
  ExchangeAddressRow,
  ExchangeAdRow,
  ExchangeOrderEventRow,
  ExchangeOrderRow,
  OtcOrderRow,
} from './exchange.repository.ts';

const ms = (d: Date) => d.getTime();
/** NUMERIC(20,8) as the user reads a rate: no trailing zeros. */
const plainRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

export function presentAd(row: ExchangeAdRow, viewerId: number, sellerName: string): ExchangeAdVo {
  return {
    id: row.id,
    type: row.type,
    sellerId: row.sellerId,
    sellerName,
    payCurrencyId: row.payCurrencyId,
    payCurrencyCode: currencyCodeOf(row.payCurrencyId),
    payAmount: row.payAmount,
    receiveCurrencyId: row.receiveCurrencyId,
    receiveCurrencyCode: currencyCodeOf(row.receiveCurrencyId),
    receiveAmount: row.receiveAmount,
    rate: plainRate(row.rate),
    fee: row.fee,
    remark: row.remark,
    addressId: row.addressId,
    status: row.status,
    mine: row.sellerId === viewerId,
    createTime: ms(row.createdAt),
    updateTime: ms(row.updatedAt),
  };
}

/** The user's requests to staff while the deal is open: a complaint or a cancellation, or withdrawing his own. */
function disputeActions(row: ExchangeOrderRow, viewerId: number) {
  const open = row.state >= ExchangeOrderState.launched && row.state <= ExchangeOrderState.voucherUploaded;
  if (!open) return [];
  if (row.disputeKind === null) return ['complaint', 'cancelRequest'];
  return row.disputeBy === viewerId ? ['withdrawComplaint'] : [];
}

export function presentOrder(
  row: ExchangeOrderRow,
  role: 'buyer' | 'seller' | 'staff',
  viewerId: number,
  names: { seller: string; buyer: string },
  history: ExchangeOrderEventRow[],
): ExchangeOrderVo {
  const actor: ExchangeActor = role;
  const own = row.disputeKind === null ? exchangeOrderActionsFor(row.state, actor) : [];
  const actions =
    role === 'staff'
      ? exchangeOrderActionsFor(row.state, 'staff')
      : [...own, ...disputeActions(row, viewerId)];
  return {
    id: row.id,
    exchangeId: row.adId,
    type: row.type,
    sellerId: row.sellerId,
    sellerName: names.seller,
    buyerId: row.buyerId,
    buyerName: names.buyer,
    payCurrencyId: row.payCurrencyId,
    payCurrencyCode: currencyCodeOf(row.payCurrencyId),
    payAmount: row.payAmount,
    receiveCurrencyId: row.receiveCurrencyId,
    receiveCurrencyCode: currencyCodeOf(row.receiveCurrencyId),
    receiveAmount: row.receiveAmount,
    rate: plainRate(row.rate),
    fee: row.fee,
    state: row.state,
    step: exchangeDealStep(row.state),
    role,
    actions,
    disputeKind: row.disputeKind,
    disputeBy: row.disputeBy,
    disputeReason: row.disputeReason,
    senderName: row.senderName,
    senderAccount: row.senderAccount,
    senderBank: row.senderBank,
    buyerRemark: row.buyerRemark,
    certificateAUrl: row.certificateAUrl,
    certificateBUrl: row.certificateBUrl,
    sellerRemark: row.sellerRemark,
    addressId: row.addressId,
    history: history.map((e) => ({
      fromState: e.fromState,
      toState: e.toState,
      action: e.action,
      actor: e.actor,
      actorId: e.actorId,
      note: e.note,
      createTime: ms(e.createdAt),
    })),
    createTime: ms(row.createdAt),
    updateTime: ms(row.updatedAt),
  };
}

export const presentAddress = (row: ExchangeAddressRow): ExchangeAddressVo => ({
  id: row.id,
  userId: row.userId,
  country: row.country,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  holderName: row.holderName,
  remark: row.remark,
  createTime: ms(row.createdAt),
});

export const presentOtc = (row: OtcOrderRow): OtcOrderVo => ({
  id: row.id,
  userId: row.userId,
  currencyId: row.currencyId,
  currencyCode: currencyCodeOf(row.currencyId),
  amount: row.amount,
  receiveCurrencyId: row.receiveCurrencyId,
  receiveCurrencyCode: currencyCodeOf(row.receiveCurrencyId),
  receiveAmount: row.receiveAmount,
  rate: plainRate(row.rate),
  fee: row.fee,
  addressId: row.addressId,
  state: row.state,
  staffNote: row.staffNote,
  createTime: ms(row.createdAt),
  updateTime: ms(row.updatedAt),
});
