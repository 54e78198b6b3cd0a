import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const SUPPORT_EMAIL_KEY = 'support.email';

/** `GET /app/system/config/configKey/support.email`: where users write to customer service. */
export const getSupportEmail = (signal?: AbortSignal) =>
  api.get<string>(`/app/system/config/configKey/${SUPPORT_EMAIL_KEY}`, { signal, silent: true });

export const useSupportEmail = () =>
  useQuery({
    queryKey: ['config', SUPPORT_EMAIL_KEY],
    queryFn: ({ signal }) => getSupportEmail(signal),
    staleTime: 5 * 60_000,
  });
