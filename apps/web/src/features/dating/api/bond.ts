import { useQuery } from '@tanstack/react-query';
import { type DatingBondVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

/** The deposit publishing needs, my balance for it and whether mine is held (GET /app/jy/userPersonals/bond). */
export const useDatingBond = (enabled = true) =>
  useQuery({
    queryKey: datingKeys.bond,
    queryFn: () =>
      api.get<DatingBondVo>('/app/jy/userPersonals/bond', { silent: true, module: StatisticsModule.dating }),
    enabled,
  });
