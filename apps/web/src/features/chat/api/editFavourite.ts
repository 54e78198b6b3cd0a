import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { favouritesKey } from './favourites.ts';

export const editFavourite = (body: { id: number; remark: string }) =>
  api.put<FavouriteVo>('/app/messageCollect', body);

export function useEditFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
