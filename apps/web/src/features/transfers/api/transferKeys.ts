/** Query keys of transfers; under walletKeys.all so a payment anywhere refreshes them too. */
export const transferKeys = {
  all: ['wallet', 'transfer'] as const,
  one: (id: number) => ['wallet', 'transfer', id] as const,
  recipient: (areaCode: string, phone: string) =>
    ['wallet', 'transfer', 'recipient', areaCode, phone] as const,
  taxRate: ['wallet', 'transfer', 'taxRate'] as const,
};
