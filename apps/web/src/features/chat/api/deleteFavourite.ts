import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { favouritesKey } from './favourites.ts';

export const deleteFavourite = (id: number) => api.delete<null>(`/app/messageCollect/${id}`);

export function useDeleteFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
