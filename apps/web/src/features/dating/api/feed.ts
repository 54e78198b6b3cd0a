import { useInfiniteQuery } from '@tanstack/react-query';
import { type DatingCardVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { type FeedFilter, feedQueryOf } from '../model/feed-filter.ts';
import { datingKeys } from './keys.ts';

export const FEED_PAGE_SIZE = 20;

/** One page of the feed; the server pages by a cursor (keyset), not by page number. */
export const fetchFeedPage = (filter: FeedFilter, cursor: string | undefined) =>
  api.cursorPage<DatingCardVo>('/app/jy/userPersonals/list', {
    query: { ...feedQueryOf(filter), pageSize: FEED_PAGE_SIZE, cursor },
    silent: true,
    module: StatisticsModule.dating,
  });

/** The dating feed under a filter, page after page. */
export const useDatingFeed = (filter: FeedFilter) =>
  useInfiniteQuery({
    queryKey: datingKeys.feed(filter),
    queryFn: ({ pageParam }) => fetchFeedPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
