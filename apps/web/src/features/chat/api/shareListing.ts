import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/**
 * A listing's card (OL:Discover) into one chat; the server writes it, the chat shows it when its event arrives. A
 * retry with the same `clientMsgId` answers the card already posted.
 */
export const shareListing = (chat: ConversationKey, listingId: number, clientMsgId: string) =>
  api.post<ChatMessage>(`/app/listings/${listingId}/share`, { ...chat, clientMsgId }, { silent: true });
