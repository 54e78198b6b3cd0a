import type { AccountVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { accountToPreselect, nextBlocker } from './next-blocker.ts';

const account = (currencyId: number, balance: string) => ({ currencyId, balance }) as AccountVo;

describe('transfer: why Next is disabled', () => {
  const rich = [account(1, '0'), account(3, '12.50')];
  it('names the first thing missing, balance first', () => {
    const ready = { accounts: rich, recipient: true, account: true, amountOk: true };
    expect(nextBlocker(ready)).toBeNull();
    expect(nextBlocker({ ...ready, accounts: [account(1, '0')] })).toBe('noBalance');
    expect(nextBlocker({ ...ready, recipient: false, amountOk: false })).toBe('noRecipient');
    expect(nextBlocker({ ...ready, account: false })).toBe('noCurrency');
    expect(nextBlocker({ ...ready, amountOk: false })).toBe('noAmount');
    // Balances still loading: no claim about them.
    expect(nextBlocker({ ...ready, accounts: undefined, recipient: false })).toBe('noRecipient');
  });

  it('preselects the first currency with money in it', () => {
    expect(accountToPreselect(rich)?.currencyId).toBe(3);
    expect(accountToPreselect([account(1, '0')])).toBeNull();
  });
});
