import type { AccountVo } from '@volna/contracts';
import { compareMoney } from '../../../shared/format/money.ts';

export type NextBlocker = 'noBalance' | 'noRecipient' | 'noCurrency' | 'noAmount' | null;

/** Whether any balance can pay at all. */
export const hasBalance = (accounts: readonly AccountVo[]) =>
  accounts.some((account) => compareMoney(account.balance, '0') > 0);

/** The first currency with money in it: the one a transfer most likely comes from. */
export const accountToPreselect = (accounts: readonly AccountVo[]) =>
  accounts.find((account) => compareMoney(account.balance, '0') > 0) ?? null;

/** Why "Next" cannot be pressed yet, the first thing to fix first; null when it can. */
export function nextBlocker(state: {
  accounts: readonly AccountVo[] | undefined;
  recipient: boolean;
  account: boolean;
  amountOk: boolean;
}): NextBlocker {
  if (state.accounts && !hasBalance(state.accounts)) return 'noBalance';
  if (!state.recipient) return 'noRecipient';
  if (!state.account) return 'noCurrency';
  if (!state.amountOk) return 'noAmount';
  return null;
}
