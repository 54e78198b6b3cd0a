/**
 * The money features' common query keys: every wallet read sits under `walletKeys.all` (['wallet']), so a payment
 * anywhere (a transfer, a red packet, a top-up, a dating purchase) invalidates it and every balance and flow reads
 * again. The wallet feature adds its own keys (flows, one flow, the monthly summary) under the same root.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  accounts: ['wallet', 'accounts'] as const,
};
