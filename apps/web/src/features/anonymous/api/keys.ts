/** Query keys of the anonymous chat. */
export const anonKeys = {
  all: ['anonymous'] as const,
  current: ['anonymous', 'current'] as const,
  profile: ['anonymous', 'profile'] as const,
  messages: (chatId: number) => ['anonymous', 'messages', chatId] as const,
};

/**
 * The live events (model/useAnonLive.ts) bring changes at once; the page also asks again this often while searching
 * or chatting: a searcher is matched by asking (two that skipped each other's locked rows), a partner gone for a
 * minute is noticed by asking, and a dropped socket is covered.
 */
export const ANON_POLL_MS = 5000;
