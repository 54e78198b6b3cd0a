/** Query keys of the assistant chat. */
export const assistantKeys = {
  all: ['assistant'] as const,
  history: ['assistant', 'history'] as const,
};
