import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MergePreviewVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

export const mergePreviewKey = (sourceIds: number[], targetId: number) =>
  ['wallet', 'merge', 'preview', [...sourceIds].sort((a, b) => a - b).join(','), targetId] as const;

/** What merging these currencies into the target gives now (GET /app/wallet/merge/preview): rates, parts, total. */
export const useMergePreview = (sourceIds: number[], targetId: number | null) =>
  useQuery({
    queryKey: mergePreviewKey(sourceIds, targetId ?? 0),
    queryFn: () =>
      api.get<MergePreviewVo>('/app/wallet/merge/preview', {
        query: { sourceCurrencyIds: sourceIds.join(','), targetCurrencyId: targetId ?? 0 },
        silent: true,
      }),
    enabled: sourceIds.length > 0 && targetId !== null,
    placeholderData: keepPreviousData,
  });
