import { z } from 'zod';
import { TicketStatus } from './enums.ts';
import { sendMessageBody, targetId } from './chat.ts';

// The product cards of spec §3 (issue 32): what the server writes into a chat for a ticket, a shared listing or
// profile, an anonymous chat that moved to a personal one and a link's preview. Only the server writes these types
// (SERVER_OBJECT_NAMES); the web reads their content with these schemas and shows a neutral line when one fails.

export const WORK_TICKET_EVENTS = ['opened', 'answered'] as const;
export type WorkTicketEvent = (typeof WORK_TICKET_EVENTS)[number];

export const workTicketCardContent = z.object({
  ticketId: z.number().int().positive(),
  subject: z.string(),
  status: z.union([
    z.literal(TicketStatus.unreplied),
    z.literal(TicketStatus.processing),
    z.literal(TicketStatus.processed),
  ]),
  event: z.enum(WORK_TICKET_EVENTS),
});
export type WorkTicketCardContent = z.infer<typeof workTicketCardContent>;

export const discoverListingContent = z.object({
  kind: z.literal('listing'),
  listingId: z.number().int().positive(),
  title: z.string(),
  /** Decimal string, null for a listing without a price (a job's wage lives in its body). */
  price: z.string().nullable(),
  currencyCode: z.string(),
  /** The first photo's small copy, '' when the listing has none. */
  photo: z.string(),
  city: z.string(),
});
export const discoverProfileContent = z.object({
  kind: z.literal('profile'),
  userId: z.number().int().positive(),
  /** The dating profile shown (its page opens on it). */
  profileId: z.number().int().positive(),
  nickName: z.string(),
  avatar: z.string(),
  age: z.number().int().nullable(),
});
export const discoverCardContent = z.discriminatedUnion('kind', [
  discoverListingContent,
  discoverProfileContent,
]);
export type DiscoverCardContent = z.infer<typeof discoverCardContent>;

/** POST /app/listings/:id/share: the chat to post the card into; a retry with the same clientMsgId posts nothing new. */
export const shareToChatBody = z.object({
  conversationType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])),
  targetId,
  clientMsgId: sendMessageBody.shape.clientMsgId.optional(),
});
export type ShareToChatBody = z.infer<typeof shareToChatBody>;

/**
 * The card both personal chats show once an anonymous chat moved there (OL:ToPrivateChat): "you met in anonymous
 * chat", with the anonymous names the two used there.
 */
export const toPrivateChatCardContent = z.object({
  anonChatId: z.number().int().positive(),
  /** Each side's anonymous nickname, keyed by user id (the two know each other now). */
  nickNames: z.record(z.string(), z.string()),
});
export type ToPrivateChatCardContent = z.infer<typeof toPrivateChatCardContent>;

/** A stranger's message quoted in a chat (OL:stranger): its words only, never who wrote it. */
export const strangerCardContent = z.object({ text: z.string() });

export const PRERENDER_TITLE_MAX = 200;
export const PRERENDER_DESCRIPTION_MAX = 300;

export const prerenderCardContent = z.object({
  url: z.string().url(),
  title: z.string().max(PRERENDER_TITLE_MAX),
  description: z.string().max(PRERENDER_DESCRIPTION_MAX),
  /** An https image address, or '' when the page names none. */
  image: z.string(),
  siteName: z.string(),
  /** The text message the link came in. */
  msgUid: z.string(),
  /** Set when the link is the app's own listing page: the card opens it in the app. */
  listingId: z.number().int().positive().optional(),
});
export type PrerenderCardContent = z.infer<typeof prerenderCardContent>;
