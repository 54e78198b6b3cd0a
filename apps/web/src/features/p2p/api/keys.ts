import type { P2pListQuery } from '@volna/contracts';

/** Query keys of P2P requests; under walletKeys.all (['wallet']) so a payment anywhere refreshes them too. */
export const p2pKeys = {
  all: ['wallet', 'p2p'] as const,
  list: (tab: P2pListQuery['tab'], sort: P2pListQuery['sort']) =>
    ['wallet', 'p2p', 'list', tab, sort] as const,
  one: (id: number) => ['wallet', 'p2p', 'one', id] as const,
};
