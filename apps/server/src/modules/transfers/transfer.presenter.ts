import type {
  TransferCardContent,
  TransferCardEvent,
  TransferParty,
  TransferVo,
  UserVo,
} from '@volna/contracts';
import { plainAmount } from '../ledger/amounts.ts';
import type { TransferRow } from './transfer.repository.ts';

const partyOf = (userId: number, user: UserVo | undefined): TransferParty => ({
  userId,
  nickName: user?.nickName ?? '',
  avatar: user?.avatar ?? '',
});

export function presentTransfer(
  row: TransferRow,
  viewerId: number,
  currencyCode: string,
  users: Map<number, UserVo>,
  remarkWithheld = false,
): TransferVo {
  return {
    id: row.id,
    safe: row.safe,
    state: row.state,
    sender: partyOf(row.senderId, users.get(row.senderId)),
    receiver: partyOf(row.receiverId, users.get(row.receiverId)),
    role: viewerId === row.senderId ? 'sender' : viewerId === row.receiverId ? 'receiver' : 'staff',
    currencyId: row.currencyId,
    currencyCode,
    amount: plainAmount(row.amount),
    fee: plainAmount(row.fee),
    receiveAmount: plainAmount(row.receiveAmount),
    // A stranger's words do not reach a paid chat's owner through a remark either (issue 28 §3).
    remark: remarkWithheld && viewerId === row.receiverId ? '' : row.remark,
    documentUrl: row.documentUrl,
    documentName: row.documentName,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** The chat card of one step: what happened and the state it left. */
export function cardOf(
  row: TransferRow,
  event: TransferCardEvent,
  currencyCode: string,
  remarkWithheld = false,
): TransferCardContent {
  return {
    transferId: row.id,
    event,
    safe: row.safe,
    state: row.state,
    currencyId: row.currencyId,
    currencyCode,
    amount: plainAmount(row.amount),
    senderUserId: row.senderId,
    receiverUserId: row.receiverId,
    remark: remarkWithheld ? '' : row.remark,
    // The chat fills in the lines: the earlier card's and this step's.
    steps: [],
  };
}
