import {
  P2P_FEE_RATE,
  P2P_PAY_MINUTES,
  type P2pActor,
  type P2pCardContent,
  type P2pCardEvent,
  type P2pHistoryVo,
  P2pOrderState,
  type P2pOrderVo,
  type P2pParty,
  p2pActionsFor,
  p2pTakerOf,
  type UserVo,
} from '@volna/contracts';
import { currencyCodeOf, plainAmount } from '../ledger/amounts.ts';
import type { P2pOrderEventRow, P2pOrderRow } from './p2p.repository.ts';

const partyOf = (userId: number, user: UserVo | undefined): P2pParty => ({
  userId,
  nickName: user?.nickName ?? '',
  avatar: user?.avatar ?? '',
});

/** When the payer who responded at `respondedAt` runs out of time to pay. */
export const payByOf = (respondedAt: Date) => new Date(respondedAt.getTime() + P2P_PAY_MINUTES * 60_000);

/** The viewer's side of an order; staff is asked only when the viewer is neither party. */
export function roleOf(row: P2pOrderRow, viewerId: number, staff: boolean): P2pOrderVo['role'] {
  if (row.withdrawerId === viewerId) return 'withdrawer';
  if (row.payerId === viewerId) return 'payer';
  return staff ? 'staff' : 'stranger';
}

/** A stranger may take an open request as its taker (payer of a withdrawal, withdrawer of a top-up request). */
const actorOf = (role: P2pOrderVo['role'], kind: number): P2pActor | undefined =>
  role === 'stranger' ? p2pTakerOf(kind) : role === 'staff' ? 'staff' : role;

/**
 * An order as the viewer may see it: the payee's card, phone and name only for the parties and staff (a stranger
 * sees the bank of an open request, to pick one he can pay from), the proof likewise.
 */
export function presentP2pOrder(
  row: P2pOrderRow,
  viewerId: number,
  staff: boolean,
  users: Map<number, UserVo>,
): P2pOrderVo {
  const role = roleOf(row, viewerId, staff);
  const party = role !== 'stranger';
  const actor = actorOf(role, row.kind);
  const mayRespond = role === 'stranger' && row.state === P2pOrderState.selling;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    withdrawer: row.withdrawerId === null ? null : partyOf(row.withdrawerId, users.get(row.withdrawerId)),
    payer: row.payerId === null ? null : partyOf(row.payerId, users.get(row.payerId)),
    role,
    actions: actor && (party || mayRespond) ? p2pActionsFor(row.state, actor, row.kind) : [],
    payCurrencyId: row.payCurrencyId,
    payCurrencyCode: currencyCodeOf(row.payCurrencyId),
    payAmount: plainAmount(row.payAmount),
    receiveCurrencyId: row.receiveCurrencyId,
    receiveCurrencyCode: currencyCodeOf(row.receiveCurrencyId),
    receiveAmount: plainAmount(row.receiveAmount),
    rate: row.rate,
    fee: P2P_FEE_RATE,
    payee: party
      ? {
          cardNumber: row.payeeCardNumber,
          phone: row.payeePhone,
          bank: row.payeeBank,
          name: row.payeeName,
          comment: row.payeeComment,
        }
      : null,
    payeeBank: row.payeeBank,
    proof:
      party && row.proofFileUrl
        ? {
            cardNumber: row.proofCardNumber ?? '',
            phone: row.proofPhone ?? '',
            bank: row.proofBank ?? '',
            name: row.proofName ?? '',
            comment: row.proofComment ?? '',
            fileUrl: row.proofFileUrl,
          }
        : null,
    complaintReason: party ? row.complaintReason : '',
    resolution: row.resolution,
    payBy:
      row.state === P2pOrderState.pendingPayment && row.respondedAt
        ? payByOf(row.respondedAt).toISOString()
        : null,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export const presentP2pEvent = (row: P2pOrderEventRow): P2pHistoryVo => ({
  action: row.action,
  fromState: row.fromState,
  toState: row.toState,
  actorId: row.actorId,
  actorRole: row.actorRole,
  note: row.note,
  createTime: row.createdAt.toISOString(),
});

/** The order's one card in the parties' chat, as of its latest step, with a line per step so far. */
export const p2pCardOf = (
  row: P2pOrderRow,
  event: P2pCardEvent,
  payerId: number,
  steps: P2pCardContent['steps'] = [],
): P2pCardContent => ({
  steps,
  orderId: row.id,
  event,
  state: row.state,
  withdrawerUserId: row.withdrawerId!,
  payerUserId: payerId,
  payCurrencyCode: currencyCodeOf(row.payCurrencyId),
  payAmount: plainAmount(row.payAmount),
  receiveCurrencyCode: currencyCodeOf(row.receiveCurrencyId),
  receiveAmount: plainAmount(row.receiveAmount),
});
