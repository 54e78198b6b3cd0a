import { DNA_CURRENCY_ID, DNA_PRICE_KEYS, type DnaCandidateVo } from '@volna/contracts';
import type { DnaOrderBody, DnaOrderVo } from '@volna/contracts';
import type { DnaPlan, DnaPossibleCandidateVo, DnaPriceVo } from '@volna/contracts';
import { type DnaStaffListQuery, type DnaStaffOrderVo, dnaTransition } from '@volna/contracts';
import { normalizePhone } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { createPaidRequestKit } from '../paid-requests/paid-request.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import { reportTypeOf } from './dna-report.ts';
import { presentCandidate, presentOrder } from './dna.presenter.ts';
import { type DnaOrderRow, dnaRepository as repo } from './dna.repository.ts';

export type DnaDeps = {
  users: UsersService;
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  audit: AuditService;
  files: FilesService;
};

/**
 * DNA-test partner matching (issue 15). Ordering holds the price (count × the plan's price per candidate) in the same
 * transaction as the order row. Staff start matching, add candidates (other users who ordered and agreed to be
 * candidates) and mark the order matched: that captures the price of the candidates delivered and releases the rest
 * (fewer delivered than ordered → the unused share goes back); a cancel releases it all. Every step runs under the
 * order's row lock through DNA_ORDER_TRANSITIONS, and the settling ledger call carries one idempotency key per order,
 * so the money moves exactly once however often a button is pressed.
 */
export function createDnaService(deps: AppDeps, others: DnaDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, system, ledger, flows, audit, files } = others;
  const kit = createPaidRequestKit({ db, clock, ledger, flows, audit }, 'dnaOrder');

  const priceOf = (plan: DnaPlan) => system.setting(DNA_PRICE_KEYS[plan]);

  /** The order locked, when the table lets `actor` take `action` in its state; refusals change nothing. */
  const lockFor = kit.stepLock(repo.lock, dnaTransition, 'dnaOrderWrongState');

  const avatarOf = async (userId: number) => (await users.findById(userId))?.avatarCompress ?? '';

  async function present(row: DnaOrderRow, tx: Db = db): Promise<DnaOrderVo> {
    const candidates: DnaCandidateVo[] = [];
    for (const { order } of await repo.candidates(tx, row.id))
      candidates.push(presentCandidate(order, await avatarOf(order.userId)));
    return presentOrder(row, candidates);
  }

  /** The terminal step: the hold settled for `delivered` candidates, the history written, the row in its new state. */
  async function close(tx: Db, row: DnaOrderRow, next: number, delivered: number) {
    const settled = await kit.settle(tx, row, delivered);
    return repo.update(tx, row.id, { state: next, ...settled, updatedAt: clock.now() });
  }

  return {
    async price(): Promise<DnaPriceVo> {
      return { standard: await priceOf('standard'), vip: await priceOf('vip'), currencyId: DNA_CURRENCY_ID };
    },

    /**
     * A paid order under the caller's Idempotency-Key: a retry answers the first order, the same key with other
     * fields is refused. The report must be the user's own upload and really a PDF or a picture; the price the user
     * saw must be today's; no money → insufficientBalance and no row.
     */
    async order(userId: number, body: DnaOrderBody, idemKey: string): Promise<DnaOrderVo> {
      const report = await files.ownUploadHead(userId, body.attachmentUrl);
      if (!report || !reportTypeOf(report.head)) fail('dnaAttachmentInvalid');
      const each = await priceOf(body.plan);
      const price = kit.checkedPrice(each, body.candidateCount, body.price);
      const phone = normalizePhone(body.areaCode, body.phone) ?? fail('dnaPhoneInvalid');
      const request = { ...body, phone, price };
      const columns = { attachmentName: report!.name };
      return present(await kit.open(repo, { userId, idemKey, request, pricePerCandidate: each, columns }));
    },

    /** Whether the two are orderer and candidate of one order: they write to each other without a dating chat fee. */
    arePaired: (a: number, b: number) => repo.arePaired(db, a, b),

    async list(userId: number): Promise<DnaOrderVo[]> {
      const out = [];
      for (const row of await repo.listOf(db, userId)) out.push(await present(row));
      return out;
    },

    async detail(userId: number, id: number): Promise<DnaOrderVo> {
      const row = await repo.find(db, id);
      if (!row || row.userId !== userId) fail('notFound');
      return present(row!);
    },

    /** The user cancels while nobody works on it yet: the whole hold goes back. */
    async cancel(userId: number, id: number): Promise<DnaOrderVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'cancel', 'user', userId);
        return close(tx, row, step.next, 0);
      });
      return present(row);
    },

    async staffList(query: DnaStaffListQuery): Promise<{ rows: DnaStaffOrderVo[]; total: number }> {
      return kit.staffPage(await repo.staffList(db, query), (row) => present(row));
    },

    async staffDetail(id: number): Promise<DnaStaffOrderVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const requester = await users.findById(row!.userId);
      return { ...(await present(row!)), requesterName: requester?.userName ?? '' };
    },

    /** Whom staff may add to the order: others who ordered and agreed, not the orderer, not listed yet. */
    async possibleCandidates(id: number): Promise<DnaPossibleCandidateVo[]> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      const listed = (await repo.candidates(db, row!.id)).map((c) => c.candidate.candidateUserId);
      const out: DnaPossibleCandidateVo[] = [];
      for (const order of await repo.agreedOrders(db, [row!.userId, ...listed]))
        out.push({ ...presentCandidate(order, await avatarOf(order.userId)), orderId: order.id });
      return out;
    },

    /** A staff transition without money: pending → matching. Audited. */
    async startMatching(staffId: number, id: number): Promise<DnaOrderVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'startMatching', 'staff');
        const after = await repo.update(tx, row.id, { state: step.next, updatedAt: clock.now() });
        await audit.record(tx, {
          staffId,
          action: 'dnaOrder.startMatching',
          objectType: 'dnaOrder',
          objectId: row.id,
          before: { state: row.state },
          after: { state: after.state },
        });
        return after;
      });
      return present(row);
    },

    /** Staff add a candidate: another user who ordered and agreed, at most the ordered count. Audited. */
    async addCandidate(staffId: number, id: number, candidateUserId: number): Promise<DnaOrderVo> {
      const row = await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, 'addCandidate', 'staff');
        if (candidateUserId === row.userId) fail('dnaCandidateInvalid');
        const [agreed] = await repo.agreedOrders(tx, [row.userId], candidateUserId, 1);
        if (!agreed) fail('dnaCandidateInvalid');
        if ((await repo.countCandidates(tx, row.id)) >= row.candidateCount)
          fail('dnaTooManyCandidates', { max: row.candidateCount });
        const added = await repo.addCandidate(tx, {
          orderId: row.id,
          candidateUserId,
          candidateOrderId: agreed!.id,
          addedBy: staffId,
          createdAt: clock.now(),
        });
        return kit.staffAdded(tx, repo, row, added, 'dnaCandidateInvalid', {
          staffId,
          action: 'dnaOrder.addCandidate',
          objectType: 'dnaOrder',
          after: { candidateUserId, candidateOrderId: agreed!.id },
        });
      });
      return present(row);
    },

    /**
     * Staff mark the order matched: the delivered candidates' price is captured for the platform and the unused
     * share (fewer delivered than ordered) goes back to the user — once, under the row lock. Audited.
     */
    async markMatched(staffId: number, id: number): Promise<DnaOrderVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'markMatched', 'staff');
        const delivered = await repo.countCandidates(tx, row.id);
        if (delivered === 0) fail('dnaNoCandidates');
        const after = await close(tx, row, step.next, delivered);
        await audit.record(tx, {
          staffId,
          action: 'dnaOrder.markMatched',
          objectType: 'dnaOrder',
          objectId: row.id,
          before: { state: row.state },
          after: { state: after.state, delivered, captured: after.captured, released: after.released },
        });
        return after;
      });
      return present(row);
    },

    /** Staff cancel an order in matching (e.g. no suitable candidates): the whole hold goes back. Audited. */
    async staffCancel(staffId: number, id: number): Promise<DnaOrderVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'cancel', 'staff');
        const after = await close(tx, row, step.next, 0);
        await audit.record(tx, {
          staffId,
          action: 'dnaOrder.cancel',
          objectType: 'dnaOrder',
          objectId: row.id,
          before: { state: row.state },
          after: { state: after.state, released: after.released },
        });
        return after;
      });
      return present(row);
    },
  };
}

export type DnaService = ReturnType<typeof createDnaService>;
