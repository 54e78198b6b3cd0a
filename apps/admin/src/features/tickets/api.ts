import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDetailVo, TicketStatusValue } from '@volna/contracts';
import { api } from '../../shared/api.ts';

export const useTicket = (id: number | null) =>
  useQuery({
    queryKey: ['ticket', id],
    queryFn: () => api.get<TicketDetailVo>(`/admin/api/support/ticket/${id}`),
    enabled: id !== null,
  });

/** Every ticket action answers the whole ticket: it becomes the open one, and the queue is stale. */
function useTicketAction<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<TicketDetailVo>(path, body),
    onSuccess: (ticket) => {
      client.setQueryData(['ticket', ticket.id], ticket);
      client.invalidateQueries({ queryKey: ['tickets'] });
      client.invalidateQueries({ queryKey: ['audit', 'ticket'] });
      client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const useAssignTicket = () => useTicketAction<{ id: number }>('/admin/api/support/ticket/assign');
export const useReplyTicket = () =>
  useTicketAction<{ id: number; text: string }>('/admin/api/support/ticket/reply');
export const useTicketStatus = () =>
  useTicketAction<{ id: number; status: TicketStatusValue }>('/admin/api/support/ticket/status');
