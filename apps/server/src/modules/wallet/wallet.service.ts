import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAccountsService } from './accounts.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { createCurrencyService } from './currency.service.ts';
import { createFlowsService } from './flows.service.ts';
import { createLiveRates } from './live-rates.ts';
import { createLedgerCheckRuns } from '../ledger/ledger-check.runs.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createPayPasswordService } from './pay-password.service.ts';
import { createRewardsService } from './rewards.service.ts';

/** The wallet core other modules build on: services.wallet.{ledger, flows, accounts, currency, payPassword, rewards}. */
export function createWalletServices(deps: AppDeps, others: { users: UsersService; audit?: AuditService }) {
  const ledger = createLedgerService(deps);
  const flows = createFlowsService(deps, others);
  const ledgerChecks = createLedgerCheckRuns(deps);
  const currency = createCurrencyService(deps, others.audit);
  return {
    ledger,
    flows,
    accounts: createAccountsService(deps),
    currency,
    /** The Central Bank of Russia's daily prices beside staff's, when CBR_RATES_URL is set (the app starts it). */
    liveRates: createLiveRates(deps, currency),
    payPassword: createPayPasswordService(deps, others),
    rewards: createRewardsService(deps, { ledger, flows }),
    /** One database transaction for callers outside the module that compose ledger and flows calls (the seed). */
    transaction: <T>(fn: (tx: Db) => Promise<T>) =>
      deps.database.db.transaction((tx) => fn(tx as unknown as Db)),
    /** The integrity check of ledger.check.ts on this app's database; each run is kept (the staff dashboard). */
    checkLedger: (staffId?: number) => ledgerChecks.run(staffId),
    /** The last run's result and time, or null before the first. */
    lastLedgerCheck: () => ledgerChecks.last(),
  };
}

export type WalletServices = ReturnType<typeof createWalletServices>;
