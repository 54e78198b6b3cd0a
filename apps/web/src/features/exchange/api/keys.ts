import type { ExchangeListQuery } from '@volna/contracts';

/** Query keys of exchange ads and orders; under walletKeys.all (['wallet']) so a payment anywhere refreshes them. */
export const exchangeKeys = {
  all: ['wallet', 'exchange'] as const,
  list: (scope: ExchangeListQuery['scope'], sort: ExchangeListQuery['sort']) =>
    ['wallet', 'exchange', 'list', scope, sort] as const,
  orders: () => ['wallet', 'exchange', 'orders'] as const,
  ad: (id: number) => ['wallet', 'exchange', 'ad', id] as const,
  order: (id: number) => ['wallet', 'exchange', 'order', id] as const,
};
