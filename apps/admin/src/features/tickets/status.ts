import { TicketStatus } from '@volna/contracts';

export const TICKET_STATUS_COLORS: Record<number, string> = {
  [TicketStatus.unreplied]: 'red',
  [TicketStatus.processing]: 'gold',
  [TicketStatus.processed]: 'green',
};
