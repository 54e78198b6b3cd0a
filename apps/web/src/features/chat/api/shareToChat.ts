import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/** What "Share to chat" can post as a card (OL:Discover): a listing, or a dating profile. */
export type Shared = { kind: 'listing' | 'datingProfile'; id: number };

const SHARE_PATHS: Record<Shared['kind'], (id: number) => string> = {
  listing: (id) => `/app/listings/${id}/share`,
  datingProfile: (id) => `/app/jy/userPersonals/${id}/share`,
};

/**
 * The card of `shared` into one chat; the server writes it, the chat shows it when its event arrives. A retry with
 * the same `clientMsgId` answers the card already posted.
 */
export const shareToChat = (chat: ConversationKey, shared: Shared, clientMsgId: string) =>
  api.post<ChatMessage>(SHARE_PATHS[shared.kind](shared.id), { ...chat, clientMsgId }, { silent: true });
