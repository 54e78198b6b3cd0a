import { z } from 'zod';
import { pageQuery, sortedBy } from './common.ts';
import { TicketStatus, type TicketStatusValue } from './enums.ts';
import {
  BUG_REPORT_CATEGORIES,
  BugReportStatus,
  type BugReportStatusValue,
  COMPLAINT_REASONS,
  ComplaintStatus,
  type ComplaintStatusValue,
  ComplaintTargetType,
  type ComplaintTargetTypeValue,
} from './support-codes.ts';
import {
  ADMIN_PAGE_SIZE_MAX,
  BUG_REPORT_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_FILES_MAX,
  COMPLAINT_TEXT_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_TEXT_MAX_LENGTH,
} from './limits.ts';

// Customer support (issue 11): tickets (spec §4), bug reports (spec §5) and complaints (spec §7).

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
/** Control characters other than tab and line breaks (a NUL in stored text breaks PostgreSQL and exports). */
const hasControlCharacters = (v: string) =>
  [...v].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return (code < 32 && c !== '\t' && c !== '\n' && c !== '\r') || code === 127;
  });
/** Free text typed by a person: trimmed, not empty, at most `max` characters, no control characters. */
export const typedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !hasControlCharacters(v), 'control characters');

const oneOf = <T extends Record<string, number>>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => Object.values(values).includes(v), 'unknown value');

/** Staff tables: a smaller page maximum than the app's lists. */
export const adminPageQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

// ---- Tickets ----

export const ticketStatusSchema = oneOf(TicketStatus) as unknown as z.ZodType<TicketStatusValue>;

/** POST /app/support/ticket */
export const ticketCreateBody = z.object({
  subject: typedText(TICKET_SUBJECT_MAX_LENGTH),
  text: typedText(TICKET_TEXT_MAX_LENGTH),
});
export type TicketCreateBody = z.infer<typeof ticketCreateBody>;

/** POST /app/support/ticket/message (the user adds to his ticket while it is not processed) */
export const ticketMessageBody = z.object({ ticketId: rowId, text: typedText(TICKET_TEXT_MAX_LENGTH) });
export type TicketMessageBody = z.infer<typeof ticketMessageBody>;

/** GET /app/support/ticket/list */
export const ticketListQuery = pageQuery.extend({ status: ticketStatusSchema.optional() });
export type TicketListQuery = z.infer<typeof ticketListQuery>;

export const ticketVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subject: z.string(),
  status: z.number().int(),
  /** The staff member who took the ticket; null while nobody has. */
  assigneeId: z.number().int().nullable(),
  /** Staff replies the user has not opened yet (the badge). */
  unreadReplies: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TicketVo = z.infer<typeof ticketVo>;

export const ticketMessageVo = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  authorId: z.number().int(),
  fromStaff: z.boolean(),
  text: z.string(),
  createTime: z.string(),
});
export type TicketMessageVo = z.infer<typeof ticketMessageVo>;

/** GET /app/support/ticket/{id} and GET /admin/api/support/ticket/{id}: the ticket and its whole thread, oldest first. */
export const ticketDetailVo = ticketVo.extend({ messages: z.array(ticketMessageVo) });
export type TicketDetailVo = z.infer<typeof ticketDetailVo>;

/** GET /admin/api/support/ticket/list: `assignee` "me" = mine, "none" = nobody's yet. */
export const adminTicketListQuery = adminPageQuery.extend({
  status: ticketStatusSchema.optional(),
  assignee: z.enum(['me', 'none']).optional(),
  userId: rowId.optional(),
  ...sortedBy('id', 'status', 'updateTime'),
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuery>;

/** POST /admin/api/support/ticket/assign (to me) */
export const adminTicketAssignBody = z.object({ id: rowId });
/** POST /admin/api/support/ticket/reply → status processing, the user is notified live. */
export const adminTicketReplyBody = z.object({ id: rowId, text: typedText(TICKET_TEXT_MAX_LENGTH) });
export type AdminTicketReplyBody = z.infer<typeof adminTicketReplyBody>;
/** POST /admin/api/support/ticket/status */
export const adminTicketStatusBody = z.object({ id: rowId, status: ticketStatusSchema });
export type AdminTicketStatusBody = z.infer<typeof adminTicketStatusBody>;

// ---- Bug reports ----

export const bugReportStatusSchema = oneOf(BugReportStatus) as unknown as z.ZodType<BugReportStatusValue>;

/** Attached automatically by the app; every field optional, all short. */
export const deviceInfo = z.object({
  platform: z.string().trim().max(50).optional(),
  userAgent: z.string().trim().max(500).optional(),
  appVersion: z.string().trim().max(30).optional(),
  language: z.string().trim().max(20).optional(),
  screen: z.string().trim().max(30).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/** POST /app/support/bugReport: `files` are URLs of the user's own uploads (POST /app/file/upload), each ≤ 5 MB. */
export const bugReportCreateBody = z.object({
  description: typedText(BUG_REPORT_DESCRIPTION_MAX_LENGTH),
  category: z.enum(BUG_REPORT_CATEGORIES),
  files: z.array(z.string().trim().min(1).max(1000)).max(BUG_REPORT_FILES_MAX).default([]),
  device: deviceInfo.default({}),
});
export type BugReportCreateBody = z.input<typeof bugReportCreateBody>;

export const bugReportVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  description: z.string(),
  category: z.enum(BUG_REPORT_CATEGORIES),
  files: z.array(z.string()),
  device: deviceInfo,
  status: z.number().int(),
  staffNote: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type BugReportVo = z.infer<typeof bugReportVo>;

/** GET /app/support/bugReport/list (mine) */
export const bugReportListQuery = pageQuery;
/** GET /admin/api/support/bugReport/list */
export const adminBugReportListQuery = adminPageQuery.extend({
  status: bugReportStatusSchema.optional(),
  category: z.enum(BUG_REPORT_CATEGORIES).optional(),
  ...sortedBy('id', 'status', 'createTime'),
});
export type AdminBugReportListQuery = z.infer<typeof adminBugReportListQuery>;
/** POST /admin/api/support/bugReport/status */
export const adminBugReportStatusBody = z.object({
  id: rowId,
  status: bugReportStatusSchema,
  note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH).optional(),
});
export type AdminBugReportStatusBody = z.infer<typeof adminBugReportStatusBody>;

// ---- Complaints (POST /app/ol/customerComplaint, spec §7) ----

/** `targetId`: a user id, a group id, a message's uId, or an order id, as a string (message uIds are not numbers). */
export const customerComplaintBody = z.object({
  targetType: oneOf(ComplaintTargetType) as unknown as z.ZodType<ComplaintTargetTypeValue>,
  targetId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string().trim().max(COMPLAINT_TEXT_MAX_LENGTH).default(''),
});
export type CustomerComplaintBody = z.input<typeof customerComplaintBody>;

export const complaintVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  targetType: z.number().int(),
  targetId: z.string(),
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string(),
  status: z.number().int(),
  resolvedBy: z.number().int().nullable(),
  staffNote: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ComplaintVo = z.infer<typeof complaintVo>;

/** A chat message as the complaints desk reads it: its words, or a picture's, video's or file's address. */
export const complaintMessageVo = z.object({
  msgUid: z.string(),
  senderUserId: z.number().int(),
  objectName: z.string(),
  text: z.string(),
  /** A picture, video, voice or file the message carries (its address), else empty. */
  mediaUrl: z.string(),
  sentTime: z.number(),
  recalled: z.boolean(),
});
export type ComplaintMessageVo = z.infer<typeof complaintMessageVo>;

/**
 * GET /admin/api/support/complaint/{id} (issue 30): the complaint with what it is about — the reported message (its
 * words and media) and the chat it was written in with the messages around it, the reported user by name, and the
 * complaints made against him before.
 */
export const adminComplaintDetailVo = z.object({
  complaint: complaintVo,
  reportedUser: z.object({ userId: z.number().int(), name: z.string(), avatar: z.string() }).nullable(),
  message: complaintMessageVo.nullable(),
  chat: z
    .object({
      conversationType: z.number().int(),
      /** The group's name, or the two people of a private chat by name. */
      name: z.string(),
      messages: z.array(complaintMessageVo),
    })
    .nullable(),
  history: z.array(complaintVo),
});
export type AdminComplaintDetailVo = z.infer<typeof adminComplaintDetailVo>;

/** GET /admin/api/support/complaint/list */
export const adminComplaintListQuery = adminPageQuery.extend({
  status: (oneOf(ComplaintStatus) as unknown as z.ZodType<ComplaintStatusValue>).optional(),
  targetType: (oneOf(ComplaintTargetType) as unknown as z.ZodType<ComplaintTargetTypeValue>).optional(),
  ...sortedBy('id', 'status', 'createTime'),
});
export type AdminComplaintListQuery = z.infer<typeof adminComplaintListQuery>;
/** POST /admin/api/support/complaint/resolve: resolved or dismissed, with a note. */
export const adminComplaintResolveBody = z.object({
  id: rowId,
  status: z.union([z.literal(ComplaintStatus.resolved), z.literal(ComplaintStatus.dismissed)]),
  note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH).optional(),
});
export type AdminComplaintResolveBody = z.infer<typeof adminComplaintResolveBody>;
