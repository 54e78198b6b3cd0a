import type { DatingLikeListType } from '@volna/contracts';
import type { FeedFilter } from '../model/feed-filter.ts';

/** Query keys of the dating area; a change to my profile, a like or a purchase invalidates `datingKeys.all`. */
export const datingKeys = {
  all: ['dating'] as const,
  labels: ['dating', 'labels'] as const,
  feed: (filter: FeedFilter) => ['dating', 'feed', filter] as const,
  profile: (id: number) => ['dating', 'profile', id] as const,
  profileOfUser: (userId: number) => ['dating', 'profileOfUser', userId] as const,
  mine: ['dating', 'mine'] as const,
  bond: ['dating', 'bond'] as const,
  likes: (type: DatingLikeListType) => ['dating', 'likes', type] as const,
  invited: ['dating', 'invited'] as const,
  checkMoney: (kind: 'album' | 'chat', id: number) => ['dating', 'checkMoney', kind, id] as const,
  currencies: ['dating', 'currencies'] as const,
};
