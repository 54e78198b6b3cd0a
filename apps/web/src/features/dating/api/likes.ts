import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DatingLikeListType,
  type DatingLikeResultVo,
  type DatingLikeVo,
  StatisticsModule,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

const LIKES_PAGE_SIZE = 20;

/** Who liked me, or whom I liked (GET /app/jy/like/list?type=), newest like first, page after page. */
export const useLikeList = (type: DatingLikeListType) =>
  useInfiniteQuery({
    queryKey: datingKeys.likes(type),
    queryFn: ({ pageParam }) =>
      api.page<DatingLikeVo>('/app/jy/like/list', {
        query: { type, pageNum: pageParam, pageSize: LIKES_PAGE_SIZE },
        silent: true,
        module: StatisticsModule.dating,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
  });

/** Like (POST /app/jy/like) or take it back (DELETE /app/jy/like?personalId=); a like may make it mutual. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personalId, like }: { personalId: number; like: boolean }) =>
      like
        ? api.post<DatingLikeResultVo>('/app/jy/like', { personalId }, { module: StatisticsModule.dating })
        : api
            .delete<unknown>('/app/jy/like', { personalId }, { module: StatisticsModule.dating })
            .then((): DatingLikeResultVo => ({ mutual: false, targetId: null })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: datingKeys.all }),
  });
}
