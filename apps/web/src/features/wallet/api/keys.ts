import type { FlowFilter } from '../model/flow-filter.ts';

/** Query keys of the wallet's server state; a payment anywhere invalidates `walletKeys.all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  accounts: ['wallet', 'accounts'] as const,
  flows: (filter: FlowFilter) => ['wallet', 'flows', filter] as const,
  flow: (id: number) => ['wallet', 'flow', id] as const,
  monthlySummary: (months: number) => ['wallet', 'monthlySummary', months] as const,
};
