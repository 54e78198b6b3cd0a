import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, TICKET_EVENT_TYPE, type TicketVo } from '@volna/contracts';
import { api } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { messaging } from '../realtime/messaging.ts';

// Shared so an entry point outside the support area (Settings) can show the unread-replies badge.

export const ticketKeys = {
  all: ['support', 'tickets'] as const,
  list: ['support', 'tickets', 'list'] as const,
  detail: (id: number) => ['support', 'tickets', 'detail', id] as const,
};

/** My tickets, newest first; one page of the largest size is plenty for a person's own tickets. */
export const fetchMyTickets = () =>
  api
    .page<TicketVo>('/app/support/ticket/list', {
      query: { pageNum: 1, pageSize: PAGE_SIZE_MAX },
      silent: true,
    })
    .then((page) => page.rows);

export const useMyTickets = () => useQuery({ queryKey: ticketKeys.list, queryFn: fetchMyTickets });

/** Staff replies I have not opened yet, across all my tickets. */
export const useTicketUnreadCount = () =>
  useQuery({
    queryKey: ticketKeys.list,
    queryFn: fetchMyTickets,
    select: (rows) => rows.reduce((sum, row) => sum + row.unreadReplies, 0),
  });

/**
 * A staff reply or status change arrives as a live event: every ticket query (list, badge, open thread) reads again.
 * Listened to from the moment a screen showing tickets is first loaded, not per page: an event arriving while the next
 * page's code still loads was missed, and that page then showed the list cached a moment before (no badge).
 */
messaging.onEvents((events) => {
  if (events.length === 0 || events.some((event) => event.type === TICKET_EVENT_TYPE))
    void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
});
