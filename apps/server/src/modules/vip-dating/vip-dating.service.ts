import { CUSTOMER_SERVICE_MODULE_TYPE, VIP_CANDIDATE_COUNT_MAX } from '@volna/contracts';
import { VIP_DATING_CURRENCY_ID, VIP_DATING_RESPONSIBLE_MODULE } from '@volna/contracts';
import type { VipPickBody, VipPriceVo, VipProfileBody } from '@volna/contracts';
import type { VipProfileVo, VipRequestBody } from '@volna/contracts';
import { VipRequestState, type VipRequestVo, type VipStaffListQuery } from '@volna/contracts';
import { type VipStaffRequestVo, vipTransition } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { createPaidRequestKit } from '../paid-requests/paid-request.ts';
import type { SystemService } from '../system/system.service.ts';
import type { DatingDirectory } from '../dating/dating-directory.ts';
import { presentCandidate, presentRequest, presentVipProfile } from './vip-dating.presenter.ts';
import { type VipRequestRow, vipDatingRepository as repo } from './vip-dating.repository.ts';

export type VipDatingDeps = {
  users: UsersService;
  groups: GroupsService;
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  audit: AuditService;
  dating: DatingDirectory;
};

/** The server proposes up to twice the paid count, so the user has a choice. */
const proposalsFor = (count: number) => Math.min(count * 2, VIP_CANDIDATE_COUNT_MAX * 2);

/**
 * VIP dating (issue 12). Submitting a requirement holds its price (count × price per candidate) in the same
 * transaction as the request row; candidates come from live dating profiles matching it (and from staff by hand);
 * picking captures the price of the candidates picked for the platform and releases the rest, cancelling releases it
 * all — each under the request's row lock through VIP_REQUEST_TRANSITIONS, and the settling ledger call carries one
 * idempotency key per request, so the money moves exactly once.
 */
export function createVipDatingService(deps: AppDeps, others: VipDatingDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, groups, system, ledger, flows, audit, dating } = others;
  const kit = createPaidRequestKit({ db, clock, ledger, flows, audit }, 'vipDating');

  const pricePerCandidate = () => system.setting('vipDating.pricePerCandidate');

  /** The request locked, when the table lets `actor` take `action` in its state; refusals change nothing. */
  const lockFor = kit.stepLock(repo.lock, vipTransition, 'vipRequestWrongState');

  /** New matching profiles as the server's proposals, while the request is open and short of them. */
  async function propose(tx: Db, row: VipRequestRow) {
    if (row.state !== VipRequestState.submitted && row.state !== VipRequestState.contacted) return;
    const existing = await repo.candidates(tx, row.id);
    const wanted = proposalsFor(row.candidateCount) - existing.filter((c) => c.source === 'server').length;
    if (wanted <= 0) return;
    const found = await dating.matching(
      row.userId,
      {
        gender: row.sex,
        ageFrom: row.ageFrom,
        ageTo: row.ageTo,
        city: row.city,
        exclude: existing.map((c) => c.candidateUserId),
        limit: wanted,
      },
      tx,
    );
    const now = clock.now();
    await repo.addCandidates(
      tx,
      found.map((m) => ({
        requestId: row.id,
        candidateUserId: m.userId,
        source: 'server' as const,
        createdAt: now,
      })),
    );
  }

  async function present(row: VipRequestRow, tx: Db = db): Promise<VipRequestVo> {
    const rows = await repo.candidates(tx, row.id);
    const candidates = [];
    for (const c of rows) {
      const profile = await dating.profileOf(c.candidateUserId, tx);
      // A candidate whose dating profile is gone stays listed once picked (he was delivered), not before.
      if (profile) candidates.push(presentCandidate(c, profile));
      else if (c.picked) {
        const user = await users.findById(c.candidateUserId);
        candidates.push(
          presentCandidate(c, {
            userId: c.candidateUserId,
            nickName: user?.userName ?? '',
            avatar: user?.avatarCompress ?? '',
            gender: 0,
            age: 0,
            location: '',
            brief: '',
          }),
        );
      }
    }
    return presentRequest(row, candidates);
  }

  const service = {
    async price(): Promise<VipPriceVo> {
      return { pricePerCandidate: await pricePerCandidate(), currencyId: VIP_DATING_CURRENCY_ID };
    },

    async profile(userId: number): Promise<VipProfileVo | null> {
      const row = await repo.profile(db, userId);
      if (!row) return null;
      return presentVipProfile(row, (await users.findById(userId))?.avatarCompress ?? '');
    },

    async saveProfile(userId: number, body: VipProfileBody): Promise<VipProfileVo> {
      const now = clock.now();
      const row = await repo.saveProfile(db, { userId, ...body, createdAt: now, updatedAt: now });
      return presentVipProfile(row, (await users.findById(userId))?.avatarCompress ?? '');
    },

    /**
     * A paid requirement under the caller's Idempotency-Key: a retry answers the first request, the same key with
     * other parameters is refused. The price the user saw must be today's; no money → insufficientBalance, no row.
     */
    async submit(userId: number, body: VipRequestBody, idemKey: string): Promise<VipRequestVo> {
      if (!(await repo.profile(db, userId))) fail('vipProfileRequired');
      const each = await pricePerCandidate();
      const price = kit.checkedPrice(each, body.candidateCount, body.price);
      const request = { ...body, price };
      // The server's proposals join a fresh request at once; a retry answers the first one as it is.
      return present(await kit.open(repo, { userId, idemKey, request, pricePerCandidate: each }, propose));
    },

    /** Whether the user picked (and paid for) this candidate: their chat needs no dating chat payment. */
    hasPicked: (userId: number, candidateUserId: number) => repo.hasPicked(db, userId, candidateUserId),

    async list(userId: number): Promise<VipRequestVo[]> {
      const rows = await repo.listOf(db, userId);
      const out = [];
      for (const row of rows) out.push(await present(row));
      return out;
    },

    /** The requester's request (candidateList): profiles published since submit join the proposals. */
    async detail(userId: number, id: number): Promise<VipRequestVo> {
      const found = await repo.find(db, id);
      if (!found || found.userId !== userId) fail('notFound');
      await db.transaction(async (tx) => propose(tx, found!));
      return present(found!);
    },

    /** The user keeps up to the paid count; he pays for those, the rest of the hold goes back. */
    async pick(userId: number, body: VipPickBody): Promise<VipRequestVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, body.id, 'pick', 'requester', userId);
        if (body.userIds.length > row.candidateCount) fail('vipTooManyPicked', { max: row.candidateCount });
        const listed = new Set((await repo.candidates(tx, row.id)).map((c) => c.candidateUserId));
        if (body.userIds.some((id) => !listed.has(id))) fail('vipNotACandidate');
        const settled = await kit.settle(tx, row, body.userIds.length);
        await repo.markPicked(tx, row.id, body.userIds);
        return repo.update(tx, row.id, { state: step.next, ...settled, updatedAt: clock.now() });
      });
      return present(row);
    },

    /** Cancelled before the pick: the whole hold goes back. */
    async cancel(userId: number, id: number): Promise<VipRequestVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'cancel', 'requester', userId);
        const settled = await kit.settle(tx, row, 0);
        return repo.update(tx, row.id, { state: step.next, ...settled, updatedAt: clock.now() });
      });
      return present(row);
    },

    async staffList(query: VipStaffListQuery): Promise<{ rows: VipStaffRequestVo[]; total: number }> {
      return kit.staffPage(await repo.staffList(db, query), (row) => present(row));
    },

    /**
     * Staff contact the requester: the requester's customer-service chat for dating (made on first use, the staff
     * member answering it), and the request moves to "staff may contact". Audited with the change.
     */
    async contact(staffId: number, id: number) {
      const before = (await repo.find(db, id)) ?? fail('notFound');
      if (!vipTransition(before!.state, 'contact', 'staff')) fail('vipRequestWrongState');
      const group = await groups.createModule(before!.userId, {
        groupName: `VIP #${before!.id}`,
        memberIds: [staffId],
        moduleType: CUSTOMER_SERVICE_MODULE_TYPE,
        responsibleModule: VIP_DATING_RESPONSIBLE_MODULE,
      });
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'contact', 'staff');
        const after = await repo.update(tx, row.id, {
          state: step.next,
          contactGroupId: group.groupId,
          updatedAt: clock.now(),
        });
        await audit.record(tx, {
          staffId,
          action: 'vipRequest.contact',
          objectType: 'vipRequest',
          objectId: row.id,
          before: { state: row.state, contactGroupId: row.contactGroupId },
          after: { state: after.state, contactGroupId: after.contactGroupId },
        });
        return after;
      });
      return { groupId: group.groupId, request: await present(row) };
    },

    /** Staff add a candidate by hand: a live dating profile, not the requester, not already listed. */
    async addCandidate(staffId: number, id: number, candidateUserId: number): Promise<VipRequestVo> {
      const row = await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, 'addCandidate', 'staff');
        if (candidateUserId === row.userId || !(await dating.profileOf(candidateUserId, tx)))
          fail('vipCandidateInvalid');
        const [added] = await repo.addCandidates(tx, [
          { requestId: row.id, candidateUserId, source: 'staff', addedBy: staffId, createdAt: clock.now() },
        ]);
        return kit.staffAdded(tx, repo, row, added, 'vipCandidateInvalid', {
          staffId,
          action: 'vipRequest.addCandidate',
          objectType: 'vipRequest',
          after: { candidateUserId },
        });
      });
      return present(row);
    },
  };
  return service;
}

export type VipDatingService = ReturnType<typeof createVipDatingService>;
