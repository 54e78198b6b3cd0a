import { useQuery } from '@tanstack/react-query';
import type { AirdropConfigVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { inviteKeys } from './keys.ts';

export const fetchShareConfig = (module: number) =>
  api.get<AirdropConfigVo>('/app/airdrop/findByModule', { query: { module }, silent: true });

/** The module's share config (spec §7 findByModule): `disposition` is parsed by model/share-config.ts. */
export const useShareConfig = (module: number) =>
  useQuery({ queryKey: inviteKeys.shareConfig(module), queryFn: () => fetchShareConfig(module) });
