import { useQuery } from '@tanstack/react-query';
import { type DatingLabelVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

/** The purpose tags (GET /app/jy/label/list), named in the interface language by the server. */
export const useDatingLabels = () =>
  useQuery({
    queryKey: datingKeys.labels,
    queryFn: () =>
      api.get<DatingLabelVo[]>('/app/jy/label/list', { silent: true, module: StatisticsModule.dating }),
    staleTime: 10 * 60_000,
  });
