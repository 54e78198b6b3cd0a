import { BugReportStatus, TicketStatus } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { canAddTo, reportStatusKey, ticketStatusKey } from './status.ts';

describe('ticket and report states', () => {
  it('names each ticket state of spec §4', () => {
    expect(ticketStatusKey(TicketStatus.unreplied)).toBe('support:ticketStatus.unreplied');
    expect(ticketStatusKey(TicketStatus.processing)).toBe('support:ticketStatus.processing');
    expect(ticketStatusKey(TicketStatus.processed)).toBe('support:ticketStatus.processed');
  });

  it('reads an unknown value as the first state rather than a missing key', () => {
    expect(ticketStatusKey(99)).toBe('support:ticketStatus.unreplied');
    expect(reportStatusKey(-1)).toBe('support:reportStatus.open');
    expect(reportStatusKey(BugReportStatus.fixed)).toBe('support:reportStatus.fixed');
  });

  it('lets the user add to a ticket until it is processed', () => {
    expect(canAddTo(TicketStatus.unreplied)).toBe(true);
    expect(canAddTo(TicketStatus.processing)).toBe(true);
    expect(canAddTo(TicketStatus.processed)).toBe(false);
  });
});
