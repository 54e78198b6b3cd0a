import { useQuery } from '@tanstack/react-query';
import type { AccountVo } from '@volna/contracts';
import { api } from '../api/client.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchAccounts = () => api.get<AccountVo[]>('/app/account/list', { silent: true });

/** Balances with frozen amounts, one per visible currency (GET /app/account/list). */
export const useAccounts = () => useQuery({ queryKey: walletKeys.accounts, queryFn: fetchAccounts });
