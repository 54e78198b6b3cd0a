/** Query keys of the QR top-up screens: one list and each request by id, so a change refreshes both. */
export const topUpKeys = {
  all: ['wallet', 'topup'] as const,
  list: () => [...topUpKeys.all, 'list'] as const,
  one: (id: number) => [...topUpKeys.all, 'one', id] as const,
};
