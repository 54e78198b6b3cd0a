export const blindBoxKeys = {
  all: ['blindBox'] as const,
  status: () => [...blindBoxKeys.all, 'status'] as const,
  profile: () => [...blindBoxKeys.all, 'profile'] as const,
  bought: () => [...blindBoxKeys.all, 'bought'] as const,
  purchase: (id: number) => [...blindBoxKeys.all, 'purchase', id] as const,
};
