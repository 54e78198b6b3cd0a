// Which message types a client may send and which only the server writes, apart from the content schemas in chat.ts:
// the conversation reads them without loading zod (issue 19).

/**
 * Message types of spec §3 a client may send (HTTP and /ws alike), forward and recall: a user's own words, media and
 * contact cards. Every other type is made by the server alone (SERVER_OBJECT_NAMES): a client that could send one
 * could forge a platform notice into a stranger's chat (issue 17).
 */
export const SENDABLE_OBJECT_NAMES = [
  'RC:TxtMsg',
  'RC:ImgMsg',
  'RC:SightMsg',
  'RC:FileMsg',
  'RC:HQVCMsg',
  'OL:Card',
] as const;
export type SendableObjectName = (typeof SENDABLE_OBJECT_NAMES)[number];

/**
 * Types only the server writes, never accepted from a client: notices (RC:InfoNtf, RC-SYSTEM), status and command
 * messages (OL:ReadStatus from opening a chat; RC:RcCmd, the chat SDK's recall command, and OL:Recall from
 * recalling), records of what the platform did (OL:VoiceMsg for a call it carried, OL:Transfer, OL:RedPacket) and the
 * product types a module posts for its own flow (tickets, posts, anonymous chat; none has a client composer).
 */
export const SERVER_OBJECT_NAMES = [
  'RC:InfoNtf',
  'RC:RcCmd',
  'RC-SYSTEM',
  'OL:Recall',
  'OL:ReadStatus',
  'OL:Prerender',
  'OL:WorkTickets',
  'OL:Discover',
  'OL:stranger',
  'OL:ToPrivateChat',
  'OL:VoiceMsg',
  'OL:Transfer',
  'OL:RedPacket',
  'OL:P2POrder',
] as const;
export type ServerObjectName = (typeof SERVER_OBJECT_NAMES)[number];
/**
 * A transfer's card in the private chat of its two parties, one per step. Only the server writes it (never
 * sendable, so never forged or forwarded); tapping it opens the transfer.
 */
export const TRANSFER_OBJECT_NAME = 'OL:Transfer';

/** The red packet card's message type in the chat; only the server posts it. */
export const RED_PACKET_OBJECT_NAME = 'OL:RedPacket';

/** The order card in the parties' private chat; only the server writes it, tapping it opens the order. */
export const LISTING_ORDER_OBJECT_NAME = 'OL:ListingOrder';

/** The chat card a forwarded survey posts (OL:Survey in the friend's private chat). */
export const SURVEY_CARD_OBJECT_NAME = 'OL:Survey';

/** The order card in the parties' private chat. Only the server writes it; tapping it opens the order. */
export const P2P_ORDER_OBJECT_NAME = 'OL:P2POrder';

// The product cards' types (issue 32; their content schemas are in product-cards.ts and anonymous.ts). Kept here, with
// no zod beside them, so a page that only names a type does not load the schemas.
/** A ticket's card in the user's system chat: posted when he opens it and each time staff answer it. */
export const WORK_TICKET_OBJECT_NAME = 'OL:WorkTickets';
/** A listing or a dating profile someone shared into a chat. */
export const DISCOVER_OBJECT_NAME = 'OL:Discover';
/** A link's preview, posted by the server after the text that carried the link. */
export const PRERENDER_OBJECT_NAME = 'OL:Prerender';

/** The message type of a stranger's message (spec §3 product types). */
export const ANON_MESSAGE_OBJECT_NAME = 'OL:stranger';
/** The notice that the two switched to a personal chat (spec §3 product types). */
export const ANON_TO_PRIVATE_OBJECT_NAME = 'OL:ToPrivateChat';
