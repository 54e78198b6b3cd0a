import { z } from 'zod';

// Wire shapes every trade area shares (exchange, P2P, listing orders): an order's party, its history line, the
// terms an ad or order shows, the staff view of the parties' chat and the six-step deal stepper. Written once so
// the three areas cannot drift apart (issue 33).

/** A party of an order as the other side sees him. */
export const tradeParty = z.object({ userId: z.number().int(), nickName: z.string(), avatar: z.string() });
export type TradeParty = z.infer<typeof tradeParty>;

/** One line of an order's history: every transition, who took it, when. */
export const tradeHistoryVo = z.object({
  action: z.string(),
  fromState: z.number().int(),
  toState: z.number().int(),
  actorId: z.number().int(),
  actorRole: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type TradeHistoryVo = z.infer<typeof tradeHistoryVo>;

/** What is received for what is paid, at which rate and fee (spread into an ad's or order's Vo). */
export const receiveTermsFields = {
  receiveCurrencyId: z.number().int(),
  receiveCurrencyCode: z.string(),
  receiveAmount: z.string(),
  rate: z.string(),
  fee: z.string(),
};
export const tradeTermsFields = {
  payCurrencyId: z.number().int(),
  payCurrencyCode: z.string(),
  payAmount: z.string(),
  ...receiveTermsFields,
};

/** A message of the parties' private chat as staff read it beside a disputed order. */
export const tradeStaffMessageVo = z.object({
  msgUid: z.string(),
  senderUserId: z.number().int(),
  objectName: z.string(),
  /** Text of a text message, or the file/picture address; a card's event for an order card. */
  text: z.string(),
  sentTime: z.number(),
});
export type TradeStaffMessageVo = z.infer<typeof tradeStaffMessageVo>;

/** Spec §4 deal progress: create order, pay, accept, submit for verification, paying, completed. */
export const TRADE_DEAL_STEPS = [
  'createOrder',
  'pay',
  'accept',
  'submitForVerification',
  'paying',
  'completed',
] as const;
