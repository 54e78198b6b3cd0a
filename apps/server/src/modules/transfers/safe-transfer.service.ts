import {
  type AdminTransferListQuery,
  type AdminTransferVo,
  SAFE_TRANSFER_OPEN_STATES,
  SAFE_TRANSFER_UPLOAD_STATES,
  SafeTransferState,
  type TransferCardEvent,
  type TransferConfirmBody,
  type TransferDocumentBody,
  type TransferVo,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { Delivered } from '../../realtime/delivery.ts';
import { type TransferRow, transferRepository as repo } from './transfer.repository.ts';
import { presentTransfer } from './transfer.presenter.ts';
import { currencyCodeOf } from '../ledger/amounts.ts';
import { TRANSFER_RELATED_TYPE, type TransferDeps, type TransferService } from './transfer.service.ts';

type Party = 'sender' | 'receiver' | 'either' | 'staff';

/** What a step does to a locked row in its transaction: the row after it, or `done` when it had happened already. */
type StepWork = (
  tx: Db,
  row: TransferRow,
) => Promise<{ row: TransferRow; event: TransferCardEvent } | 'done'>;

/**
 * The steps of a safe transfer after it is made (issue 5): the receiver hands in the document (703/708 → 706), the
 * sender confirms the conditions and the receiver is paid minus the fee (706 → 707) or asks for another document
 * (706 → 708); either party may ask support to cancel (→ 704); only staff cancel, releasing the frozen money (→ 705).
 * Each step locks the transfer row, checks the caller's side and the state, and writes the state, the flows, the
 * ledger movement and its chat card in one transaction. A step repeated after it took effect answers the transfer as
 * it is, so retries are harmless; anything else from the wrong state or side is refused and changes nothing.
 */
export function createSafeTransferService(
  deps: AppDeps,
  others: Pick<TransferDeps, 'users' | 'ledger' | 'payPassword' | 'delivery'> & {
    transfers: TransferService;
    /** Whose upload a document is. */
    files: FilesService;
    /** A staff cancel writes its audit line in the same transaction (issue 11). */
    audit?: AuditService;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, ledger, payPassword, delivery, transfers, files, audit } = others;

  async function step(userId: number, id: number, party: Party, work: StepWork): Promise<TransferVo> {
    const staff = party === 'staff' && (await users.isStaff(userId));
    if (party === 'staff' && !staff) fail('forbidden');
    // Asked before the transaction (it reads outside it): whether the step's card may carry the remark.
    const peek = await repo.find(db, id);
    const withheld = Boolean(peek?.remark) && (await transfers.remarkWithheld(peek!));
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      const isParty = row && (row.senderId === userId || row.receiverId === userId);
      // Strangers learn nothing of someone else's transfer.
      if (!row || (!isParty && !staff)) fail('notFound');
      if (!row!.safe) fail('transferWrongState');
      if (party === 'sender' && row!.senderId !== userId) fail('notTransferParty');
      if (party === 'receiver' && row!.receiverId !== userId) fail('notTransferParty');
      const done = await work(tx, row!);
      if (done === 'done') return { row: row!, delivered: [] as Delivered[] };
      const delivered = await transfers.recordStep(tx, done.row, done.event, userId, withheld);
      return { row: done.row, delivered };
    });
    await delivery.publish(outcome.delivered);
    return transfers.present(userId, outcome.row);
  }

  const setState = (tx: Db, row: TransferRow, state: number, patch: Partial<TransferRow> = {}) =>
    repo.update(tx, row.id, { ...patch, state, updatedAt: clock.now() });

  const reference = (row: TransferRow) => `${TRANSFER_RELATED_TYPE}:${row.id}`;

  return {
    async uploadDocument(userId: number, body: TransferDocumentBody) {
      // The receiver's own upload, never another user's file whose link he came across.
      if (!(await files.isOwnUpload(userId, body.documentUrl))) fail('badRequest', { field: 'documentUrl' });
      return step(userId, body.id, 'receiver', async (tx, row) => {
        if (row.state === SafeTransferState.confirmingConditions && row.documentUrl === body.documentUrl)
          return 'done';
        if (!SAFE_TRANSFER_UPLOAD_STATES.includes(row.state)) fail('transferWrongState');
        const next = await setState(tx, row, SafeTransferState.confirmingConditions, {
          documentUrl: body.documentUrl,
          documentName: body.documentName,
        });
        return { row: next, event: 'documentUploaded' };
      });
    },

    /** The sender's pay password is checked first: confirming pays the receiver, an outgoing payment. */
    async confirm(userId: number, body: TransferConfirmBody) {
      const row = await repo.find(db, body.id);
      if (row?.senderId === userId) await payPassword.verifyPayPassword(userId, body.payPassword);
      return step(userId, body.id, 'sender', async (tx, locked) => {
        if (locked.state === SafeTransferState.completed) return 'done';
        if (locked.state !== SafeTransferState.confirmingConditions) fail('transferWrongState');
        const receiver = await ledger.accountFor(locked.receiverId, locked.currencyId, tx);
        const legs = [{ account: receiver, amount: locked.receiveAmount }];
        if (Number(locked.fee) > 0)
          legs.push({
            account: await ledger.platformAccount('fees', locked.currencyId, tx),
            amount: locked.fee,
          });
        await ledger.capture(
          {
            holdId: locked.holdId!,
            to: legs,
            kind: 'safeTransferCapture',
            reference: reference(locked),
            idempotency: { scope: `${TRANSFER_RELATED_TYPE}:capture`, key: String(locked.id) },
          },
          tx,
        );
        return { row: await setState(tx, locked, SafeTransferState.completed), event: 'completed' };
      });
    },

    async rejectDocument(userId: number, id: number) {
      return step(userId, id, 'sender', async (tx, row) => {
        if (row.state === SafeTransferState.awaitingDocument) return 'done';
        if (row.state !== SafeTransferState.confirmingConditions) fail('transferWrongState');
        return {
          row: await setState(tx, row, SafeTransferState.awaitingDocument),
          event: 'documentRejected',
        };
      });
    },

    async requestCancel(userId: number, id: number) {
      return step(userId, id, 'either', async (tx, row) => {
        if (row.state === SafeTransferState.cancelling) return 'done';
        if (!SAFE_TRANSFER_OPEN_STATES.includes(row.state)) fail('transferWrongState');
        return { row: await setState(tx, row, SafeTransferState.cancelling), event: 'cancelRequested' };
      });
    },

    /** Staff only: the frozen money goes back to the sender's available balance; the reason is kept and audited. */
    async staffCancel(staffId: number, id: number, reason: string) {
      return step(staffId, id, 'staff', async (tx, row) => {
        if (row.state === SafeTransferState.cancelledByAdmin) return 'done';
        if (!SAFE_TRANSFER_OPEN_STATES.includes(row.state)) fail('transferWrongState');
        await ledger.release(
          {
            holdId: row.holdId!,
            kind: 'safeTransferRelease',
            reference: reference(row),
            idempotency: { scope: `${TRANSFER_RELATED_TYPE}:release`, key: String(row.id) },
          },
          tx,
        );
        const cancelled = await setState(tx, row, SafeTransferState.cancelledByAdmin, {
          cancelReason: reason,
        });
        await audit?.record(tx, {
          staffId,
          action: 'transfer.cancel',
          objectType: 'transfer',
          objectId: row.id,
          before: { state: row.state },
          after: { state: cancelled.state, reason },
        });
        return { row: cancelled, event: 'cancelled' };
      });
    },

    /** Staff's paged list of safe transfers (the staff guard admits the caller; parties shown as staff see them). */
    async staffList(staffId: number, query: AdminTransferListQuery) {
      const { rows, total } = await repo.staffPage(db, query, {
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      const people = await users.presentByIds(staffId, [
        ...new Set(rows.flatMap((r) => [r.senderId, r.receiverId])),
      ]);
      const byId = new Map(people.map((vo) => [vo.userId, vo]));
      const vos: AdminTransferVo[] = rows.map((row) => ({
        ...presentTransfer(row, staffId, currencyCodeOf(row.currencyId), byId),
        cancelReason: row.cancelReason,
      }));
      return { rows: vos, total };
    },
  };
}

export type SafeTransferService = ReturnType<typeof createSafeTransferService>;
