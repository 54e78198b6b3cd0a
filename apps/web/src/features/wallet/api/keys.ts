import { walletKeys as moneyKeys } from '../../../shared/payments/wallet-keys.ts';
import type { FlowFilter } from '../model/flow-filter.ts';

/** Query keys of the wallet's server state; a payment anywhere invalidates `walletKeys.all` (shared/payments). */
export const walletKeys = {
  ...moneyKeys,
  flows: (filter: FlowFilter) => ['wallet', 'flows', filter] as const,
  flow: (id: number) => ['wallet', 'flow', id] as const,
  monthlySummary: (months: number) => ['wallet', 'monthlySummary', months] as const,
};
