import { friendListKey } from '../../../shared/friends/friend-list-key.ts';

/** Query keys of the friends area; friend events refresh exactly these. */
export const friendKeys = {
  all: ['friends'] as const,
  list: friendListKey,
  requests: ['friends', 'requests'] as const,
  /** Under `requests`, so whatever re-reads the requests re-reads my sent ones too. */
  sent: ['friends', 'requests', 'sent'] as const,
  sentTo: (userId: number) => ['friends', 'requests', 'sent', userId] as const,
  user: (userId: number) => ['friends', 'user', userId] as const,
};
