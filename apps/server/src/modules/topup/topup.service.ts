import { createHash } from 'node:crypto';
import {
  CurrencyId,
  FlowDirection,
  FlowStatus,
  FlowType,
  isTopUpOpen,
  type AdminTopUpListQuery,
  paymentQrText,
  StaffRole,
  TOPUP_BANKS,
  TOPUP_CURRENCY_CODE,
  TOPUP_EVENT_TYPE,
  type TopUpBank,
  type TopUpBankAccountBody,
  type TopUpBankAccountVo,
  type TopUpCreateBody,
  type TopUpEvent,
  type TopUpListQuery,
  type TopUpProofBody,
  type TopUpRejectBody,
  type TopUpRequisites,
  TopUpStatus,
  type TopUpVo,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { topUpCreditedNotice, topUpRejectedNotice } from './topup.notices.ts';
import {
  OPEN_TOPUP_STATES,
  type TopUpBankAccountRow,
  type TopUpRow,
  topUpRepository as repo,
} from './topup.repository.ts';

export type TopUpDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  ledger: LedgerService;
  flows: FlowsService;
  /** Whose upload a receipt is. */
  files: FilesService;
  /** Every staff decision and requisites change writes its line in the same transaction (issue 11). */
  audit: AuditService;
};

/** 'topup' in the ledger's references and the flows' relatedType. */
export const TOPUP_RELATED_TYPE = 'topup';

/** Top-ups are whole kopecks: NUMERIC(20,4) '1500.5000' is shown as '1500.50'. */
const kopecks = (amount: string) => {
  const [whole, frac = ''] = amount.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
};

function presentBankAccount(bank: TopUpBankAccountRow): TopUpBankAccountVo {
  return {
    bankCode: bank.bankCode as TopUpBank,
    bankName: bank.bankName,
    recipient: bank.recipient,
    accountNumber: bank.accountNumber,
    bic: bank.bic,
    correspondentAccount: bank.correspondentAccount,
    inn: bank.inn,
    kpp: bank.kpp,
    active: bank.active,
  };
}

function requisitesOf(bank: TopUpBankAccountRow, topUpId: number): TopUpRequisites {
  const { active: _, ...requisites } = presentBankAccount(bank);
  return {
    ...requisites,
    purpose: `Пополнение кошелька «Волна», заявка №${topUpId}, без НДС`,
  };
}

function present(row: TopUpRow, bank: TopUpBankAccountRow): TopUpVo {
  const requisites = requisitesOf(bank, row.id);
  const amount = kopecks(row.amount);
  return {
    id: row.id,
    userId: row.userId,
    bankCode: row.bankCode as TopUpBank,
    amount,
    currencyCode: TOPUP_CURRENCY_CODE,
    status: row.status,
    requisites,
    paymentQr: paymentQrText(requisites, amount),
    proofUrl: row.proofUrl,
    rejectReason: row.rejectReason,
    flowId: row.flowId,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/**
 * QR top-up (issue 5): the user asks for the requisites of one of nine banks (weekdays in Moscow time only), pays
 * outside, uploads the receipt; a platform administrator confirms and the wallet is credited from the top-up float
 * (money arriving from outside, recorded as such) exactly once, or rejects. The credit's ledger transaction is keyed
 * by the top-up's id and written in the same transaction as the state change, with the row locked.
 */
export function createTopUpService(deps: AppDeps, others: TopUpDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, chat, delivery, ledger, flows, files, audit } = others;

  async function presentRows(rows: TopUpRow[]) {
    const banks = await repo.bankAccounts(db, [...new Set(rows.map((r) => r.bankCode))]);
    const byCode = new Map(banks.map((b) => [b.bankCode, b]));
    return rows.map((row) => present(row, byCode.get(row.bankCode)!));
  }
  const presentOne = async (row: TopUpRow) => (await presentRows([row]))[0]!;

  /** The first request made under this key, or a refusal when the key was used for another one. */
  function sameRequest(row: TopUpRow, requestHash: string) {
    if (row.requestHash !== requestHash) fail('idempotencyKeyReused');
    return row;
  }

  async function requireAdmin(userId: number) {
    const user = await users.findById(userId);
    if (user?.staffRole !== StaffRole.platformAdmin) fail('forbidden');
  }

  /**
   * One staff decision on a top-up, with its row locked so concurrent decisions run one after another. `work` answers
   * the decided row, or `undecided` when the top-up already stood so (a repeated decision). A new decision is stored
   * in the owner's event log in the same transaction and heard live after commit, so his open top-up page changes at
   * once; a repeated one tells nobody anything.
   */
  async function decide(
    id: number,
    audited: { staffId: number; action: string },
    work: (tx: Db, row: TopUpRow) => Promise<{ row: TopUpRow; decided: boolean }>,
  ) {
    const { row, decided, delivered } = await db.transaction(async (tx) => {
      const locked = (await repo.lock(tx, id)) ?? fail('notFound');
      const outcome = await work(tx, locked);
      if (outcome.decided)
        await audit.record(tx, {
          ...audited,
          objectType: 'topUp',
          objectId: id,
          before: { status: locked.status },
          after: { status: outcome.row.status, rejectReason: outcome.row.rejectReason },
        });
      const event: TopUpEvent = {
        type: TOPUP_EVENT_TYPE,
        topUpId: outcome.row.id,
        status: outcome.row.status as TopUpEvent['status'],
      };
      const told: Delivered[] = outcome.decided ? await delivery.append(tx, [outcome.row.userId], event) : [];
      return { ...outcome, delivered: told };
    });
    await delivery.publish(delivered);
    return { row, decided };
  }

  /**
   * Tells the user in his system chat, after the decision has committed. The decision stands if this fails (the
   * top-up's own status says it), so a failure is logged rather than answered.
   */
  async function notify(row: TopUpRow, text: ReturnType<typeof topUpCreditedNotice>) {
    try {
      await chat.sendSystemMessage([row.userId], text);
    } catch (error) {
      console.warn(`topup ${row.id}: system notice not sent (${(error as Error).message})`);
    }
  }

  return {
    async create(userId: number, body: TopUpCreateBody, idempotencyKey: string): Promise<TopUpVo> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ bankCode: body.bankCode, amount: kopecks(body.amount) }))
        .digest('base64url');
      const earlier = await repo.byKey(db, userId, idempotencyKey);
      // A retry answers the first request even if the weekend has begun since.
      if (earlier) return presentOne(sameRequest(earlier, requestHash));
      const now = clock.now();
      if (!isTopUpOpen(now)) fail('topUpWeekdaysOnly');
      const bank = (await repo.bankAccount(db, body.bankCode)) ?? fail('badRequest', { field: 'bankCode' });

      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          userId,
          bankCode: bank.bankCode,
          amount: body.amount,
          idempotencyKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) return undefined;
        const flowId = await flows.createFlow(
          {
            userId,
            type: FlowType.qrTopUp,
            direction: FlowDirection.in,
            status: FlowStatus.inProgress,
            currencyId: CurrencyId.RUB,
            amount: body.amount,
            fee: '0',
            relatedType: TOPUP_RELATED_TYPE,
            relatedId: inserted.id,
          },
          tx,
        );
        await repo.setFlow(tx, inserted.id, flowId);
        return { ...inserted, flowId };
      });
      // Another request under the same key got in first: answer it.
      const created = row ?? sameRequest((await repo.byKey(db, userId, idempotencyKey))!, requestHash);
      return present(created, bank);
    },

    async detail(userId: number, id: number): Promise<TopUpVo> {
      const row = await repo.byId(db, id);
      if (!row || row.userId !== userId) return fail('notFound');
      return presentOne(row);
    },

    async list(userId: number, query: TopUpListQuery) {
      const { rows, total } = await repo.page(
        db,
        { userId, status: query.status },
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: await presentRows(rows), total };
    },

    /** The receipt of my open top-up; a new one replaces the old until staff decide. */
    async submitProof(userId: number, body: TopUpProofBody): Promise<TopUpVo> {
      // The payer's own upload: someone else's receipt, its link come across in a chat, proves nothing.
      if (!(await files.isOwnUpload(userId, body.proofUrl))) fail('topUpProofInvalid');
      const row = await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, body.id);
        if (!locked || locked.userId !== userId) return fail('notFound');
        if (!OPEN_TOPUP_STATES.includes(locked.status as (typeof OPEN_TOPUP_STATES)[number]))
          fail('topUpStateChanged');
        return repo.transition(tx, locked.id, OPEN_TOPUP_STATES, {
          status: TopUpStatus.awaitingConfirmation,
          proofUrl: body.proofUrl,
          updatedAt: clock.now(),
        });
      });
      return presentOne(row!);
    },

    /** Staff: every top-up (or those in one state), newest first, for the confirmation queue. */
    async staffList(staffId: number, query: AdminTopUpListQuery) {
      await requireAdmin(staffId);
      const { rows, total } = await repo.page(
        db,
        { status: query.status },
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
        query,
      );
      return { rows: await presentRows(rows), total };
    },

    /**
     * Staff: the payment arrived. Credits the user's roubles from the top-up float once: a second confirmation
     * (also at the same moment) answers the confirmed top-up and moves nothing; a rejected one cannot be confirmed.
     */
    async confirm(staffId: number, id: number): Promise<TopUpVo> {
      await requireAdmin(staffId);
      const { row, decided } = await decide(id, { staffId, action: 'topUp.confirm' }, async (tx, locked) => {
        if (locked.status === TopUpStatus.confirmed) return { row: locked, decided: false };
        if (locked.status === TopUpStatus.rejected) fail('topUpStateChanged');
        const float = await ledger.platformAccount('topup_float', CurrencyId.RUB, tx);
        const wallet = await ledger.accountFor(locked.userId, CurrencyId.RUB, tx);
        await ledger.post(
          {
            kind: 'qr_topup',
            reference: `${TOPUP_RELATED_TYPE}:${locked.id}`,
            legs: [
              { account: float, amount: `-${locked.amount}` },
              { account: wallet, amount: locked.amount },
            ],
            idempotency: { scope: 'topup:confirm', key: String(locked.id) },
          },
          tx,
        );
        const now = clock.now();
        const changed = await repo.transition(tx, locked.id, OPEN_TOPUP_STATES, {
          status: TopUpStatus.confirmed,
          reviewedBy: staffId,
          reviewedAt: now,
          updatedAt: now,
        });
        if (locked.flowId)
          await flows.updateFlowStatus({ id: locked.flowId }, FlowStatus.completed, undefined, tx);
        return { row: changed!, decided: true };
      });
      if (decided) await notify(row, topUpCreditedNotice(row.id, kopecks(row.amount)));
      return presentOne(row);
    },

    /** Staff: no such payment. The top-up ends rejected with the reason shown to the user; nothing moves. */
    async reject(staffId: number, body: TopUpRejectBody): Promise<TopUpVo> {
      await requireAdmin(staffId);
      const { row, decided } = await decide(
        body.id,
        { staffId, action: 'topUp.reject' },
        async (tx, locked) => {
          if (locked.status === TopUpStatus.rejected) return { row: locked, decided: false };
          if (locked.status === TopUpStatus.confirmed) fail('topUpStateChanged');
          const now = clock.now();
          const changed = await repo.transition(tx, locked.id, OPEN_TOPUP_STATES, {
            status: TopUpStatus.rejected,
            rejectReason: body.reason || null,
            reviewedBy: staffId,
            reviewedAt: now,
            updatedAt: now,
          });
          if (locked.flowId)
            await flows.updateFlowStatus({ id: locked.flowId }, FlowStatus.cancelled, undefined, tx);
          return { row: changed!, decided: true };
        },
      );
      if (decided) await notify(row, topUpRejectedNotice(row.id, kopecks(row.amount), row.rejectReason));
      return presentOne(row);
    },

    /** Staff: the receiving requisites at each of the nine banks, in the order of TOPUP_BANKS. */
    async staffBankAccounts(staffId: number): Promise<TopUpBankAccountVo[]> {
      await requireAdmin(staffId);
      const rows = await repo.allBankAccounts(db);
      const order = (code: string) => TOPUP_BANKS.indexOf(code as TopUpBank);
      return rows.sort((a, b) => order(a.bankCode) - order(b.bankCode)).map(presentBankAccount);
    },

    /**
     * Staff: a bank's new receiving requisites. Top-ups keep only the bank's code and read its row when shown, so every
     * top-up of this bank, new or still open, shows the new account from now on.
     */
    async updateBankAccount(staffId: number, body: TopUpBankAccountBody): Promise<TopUpBankAccountVo> {
      await requireAdmin(staffId);
      const saved = await db.transaction(async (tx) => {
        const before = (await repo.allBankAccounts(tx)).find((b) => b.bankCode === body.bankCode) ?? null;
        const after = await repo.saveBankAccount(tx, body);
        await audit.record(tx, {
          staffId,
          action: 'bankAccount.update',
          objectType: 'bankAccount',
          objectId: body.bankCode,
          before,
          after,
        });
        return after;
      });
      return presentBankAccount(saved);
    },
  };
}

export type TopUpService = ReturnType<typeof createTopUpService>;
