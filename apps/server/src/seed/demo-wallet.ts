import { CurrencyId, FlowDirection, FlowStatus, FlowType } from '@volna/contracts';
import type { Services } from '../services.ts';

/** What each demo user starts with, so the wallet screens have money to show and move. */
export const DEMO_BALANCES = [
  { currencyId: CurrencyId.RUB, amount: '10000' },
  { currencyId: CurrencyId.VLN, amount: '500' },
  { currencyId: CurrencyId.USD, amount: '100' },
] as const;

/**
 * Credits the demo users' starting balances as top-ups from the platform's top-up float, with a history row each.
 * The idempotency key per user and currency makes it happen once however often the server starts; answers how many
 * credits it made.
 */
export async function seedDemoWallet(services: Services, userIds: number[]) {
  const { ledger, flows } = services.wallet;
  let made = 0;
  for (const userId of userIds)
    for (const { currencyId, amount } of DEMO_BALANCES) {
      const fresh = await services.wallet.transaction(async (tx) => {
        const from = await ledger.platformAccount('topup_float', currencyId, tx);
        const to = await ledger.accountFor(userId, currencyId, tx);
        const result = await ledger.post(
          {
            kind: 'demo_balance',
            legs: [
              { account: from, amount: `-${amount}` },
              { account: to, amount },
            ],
            idempotency: { scope: 'seed:demo-wallet', key: `${userId}:${currencyId}` },
          },
          tx,
        );
        if (result.replayed) return false;
        await flows.createFlow(
          {
            userId,
            type: FlowType.qrTopUp,
            direction: FlowDirection.in,
            status: FlowStatus.completed,
            currencyId,
            amount,
            relatedType: 'demo_balance',
            txId: result.txId,
          },
          tx,
        );
        return true;
      });
      if (fresh) made++;
    }
  return made;
}
