// The support area's codes (issue 11), apart from the schemas in support.ts: pages that only name a complaint target
// or a status (the conversation's menu, a profile's "report") read these without loading zod (issue 19).
import type { TicketStatusValue } from './enums.ts';

/** The event a ticket's owner gets when staff reply or change its status. */
export const TICKET_EVENT_TYPE = 'ticket';
export type TicketEvent = { type: typeof TICKET_EVENT_TYPE; ticketId: number; status: TicketStatusValue };

export const BUG_REPORT_CATEGORIES = ['crash', 'display', 'chat', 'wallet', 'account', 'other'] as const;
export type BugReportCategory = (typeof BUG_REPORT_CATEGORIES)[number];

export const BugReportStatus = { open: 0, inProgress: 1, fixed: 2, rejected: 3 } as const;
export type BugReportStatusValue = (typeof BugReportStatus)[keyof typeof BugReportStatus];

export const ComplaintTargetType = { user: 1, group: 2, message: 3, order: 4 } as const;
export type ComplaintTargetTypeValue = (typeof ComplaintTargetType)[keyof typeof ComplaintTargetType];

export const COMPLAINT_REASONS = ['spam', 'fraud', 'abuse', 'sexual', 'illegal', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const ComplaintStatus = { open: 0, resolved: 1, dismissed: 2 } as const;
export type ComplaintStatusValue = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];
