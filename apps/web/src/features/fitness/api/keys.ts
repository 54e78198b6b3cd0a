export const fitnessKeys = {
  all: ['fitness'] as const,
  today: () => [...fitnessKeys.all, 'today'] as const,
  history: () => [...fitnessKeys.all, 'history'] as const,
  ranking: () => [...fitnessKeys.all, 'ranking'] as const,
};
