import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@volna/contracts';
import { api } from '../api/client.ts';

/** Where tiles and the address search come from (the server's MAP_TILES_URL / GEOCODER_URL); fixed while running. */
export const useMapSettings = () =>
  useQuery({
    queryKey: ['system', 'map'],
    queryFn: () => api.get<MapSettings>('/app/system/map', { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
