/** The friend list's cache key: friend events (features/friends) refresh it, the group pickers read it. */
export const friendListKey = ['friends', 'list'] as const;
