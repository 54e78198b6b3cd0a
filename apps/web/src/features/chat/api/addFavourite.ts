import type { FavouriteVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/** Saves a copy of a message to my favourites (it outlives recalls and cleaning). */
export const addFavourite = (msgUid: string) => api.post<FavouriteVo>('/app/messageCollect', { msgUid });
