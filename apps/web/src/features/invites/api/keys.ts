export const inviteKeys = {
  all: ['invites'] as const,
  list: () => [...inviteKeys.all, 'list'] as const,
  shareConfig: (module: number) => [...inviteKeys.all, 'shareConfig', module] as const,
};
