import { useQuery } from '@tanstack/react-query';
import type { TransferVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { transferKeys } from './transferKeys.ts';

/** One transfer I am a party of (GET /app/transfer/{id}). */
export const useTransfer = (id: number | null) =>
  useQuery({
    queryKey: transferKeys.one(id ?? 0),
    queryFn: () => api.get<TransferVo>(`/app/transfer/${id}`, { silent: true }),
    enabled: id !== null,
  });
