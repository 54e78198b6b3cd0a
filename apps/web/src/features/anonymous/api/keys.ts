/** Query keys of the anonymous chat. */
export const anonKeys = {
  all: ['anonymous'] as const,
  current: ['anonymous', 'current'] as const,
  profile: ['anonymous', 'profile'] as const,
  messages: (chatId: number) => ['anonymous', 'messages', chatId] as const,
};

/** While searching or chatting the page asks again this often (the events are not wired to this page yet). */
export const ANON_POLL_MS = 2000;
