import { BugReportStatus, TicketStatus } from '@volna/contracts';

type Named<T extends Record<string, number>> = keyof T & string;

const nameOf = <T extends Record<string, number>>(values: T, value: number): Named<T> | null =>
  (Object.entries(values).find(([, v]) => v === value)?.[0] as Named<T> | undefined) ?? null;

/** Translation key of a ticket's state (spec §4); an unknown value reads as unreplied rather than blank. */
export const ticketStatusKey = (status: number) =>
  `support:ticketStatus.${nameOf(TicketStatus, status) ?? 'unreplied'}` as const;

export const reportStatusKey = (status: number) =>
  `support:reportStatus.${nameOf(BugReportStatus, status) ?? 'open'}` as const;

/** antd-mobile Tag colour of each ticket state: waiting for staff stands out, done is quiet. */
export const ticketStatusColor = (status: number) =>
  status === TicketStatus.unreplied ? 'warning' : status === TicketStatus.processing ? 'primary' : 'default';

export const reportStatusColor = (status: number) =>
  status === BugReportStatus.fixed
    ? 'success'
    : status === BugReportStatus.rejected
      ? 'default'
      : status === BugReportStatus.inProgress
        ? 'primary'
        : 'warning';

/** The user may add to a ticket until staff mark it processed. */
export const canAddTo = (status: number) => status !== TicketStatus.processed;
