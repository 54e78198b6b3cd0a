import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketCreateBody, TicketDetailVo, TicketMessageBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { ticketKeys } from '../../../shared/support/tickets.ts';

/** A ticket with its thread; reading it marks staff replies read on the server, so the list (badge) reads again. */
export const useTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.detail(id),
    queryFn: async () => {
      const ticket = await api.get<TicketDetailVo>(`/app/support/ticket/${id}`, { silent: true });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list });
      return ticket;
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
};

/** Answers the new ticket with its thread, which is kept so its page opens without another call. */
export const useOpenTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreateBody) => api.post<TicketDetailVo>('/app/support/ticket', body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.list });
    },
  });
};

export const useAddTicketMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketMessageBody) => api.post<TicketDetailVo>('/app/support/ticket/message', body),
    onSuccess: (ticket) => queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket),
    // Refused because staff closed it meanwhile: the thread and list show the new state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
};
