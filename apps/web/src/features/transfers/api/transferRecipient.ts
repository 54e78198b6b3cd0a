import { useQuery } from '@tanstack/react-query';
import type { SearchTransferUserQuery, UserVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { transferKeys } from './transferKeys.ts';

/** The recipient by phone (GET /app/transfer/searchUserInfo), as the server lets me see him; refusals reject. */
export const fetchTransferRecipient = (query: SearchTransferUserQuery) =>
  api.get<UserVo>('/app/transfer/searchUserInfo', { query, silent: true });

/** Looks the phone up once it is complete (`query` null while it is not). */
export const useTransferRecipient = (query: SearchTransferUserQuery | null) =>
  useQuery({
    queryKey: transferKeys.recipient(query?.areaCode ?? '', query?.phone ?? ''),
    queryFn: () => fetchTransferRecipient(query!),
    enabled: query !== null,
    retry: false,
  });
