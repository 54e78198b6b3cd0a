import type { LedgerCheckVo, LedgerStatusVo } from '@volna/contracts';
import { desc } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { checkLedger } from './ledger.check.ts';
import { ledgerCheckRuns } from './ledger-check.tables.ts';

/**
 * The ledger integrity check as staff run it: each run's result is kept, so the staff dashboard shows the last one
 * and its time without re-reading every posting on each load (the check itself reads them all).
 */
export function createLedgerCheckRuns({ database, clock }: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = database;
  return {
    async run(staffId?: number): Promise<LedgerCheckVo> {
      const report = await checkLedger(db, clock.now());
      await db.insert(ledgerCheckRuns).values({
        ok: report.ok,
        problems: report.problems,
        staffId: staffId ?? null,
        checkedAt: new Date(report.checkedAt),
      });
      return report;
    },

    async last(): Promise<LedgerStatusVo | null> {
      const [row] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.id)).limit(1);
      return row
        ? { ok: row.ok, problems: row.problems.length, checkedAt: row.checkedAt.toISOString() }
        : null;
    },
  };
}
