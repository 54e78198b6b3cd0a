export const vipKeys = {
  all: ['vipDating'] as const,
  price: () => [...vipKeys.all, 'price'] as const,
  profile: () => [...vipKeys.all, 'profile'] as const,
  requests: () => [...vipKeys.all, 'requests'] as const,
  request: (id: number) => [...vipKeys.all, 'request', id] as const,
};
