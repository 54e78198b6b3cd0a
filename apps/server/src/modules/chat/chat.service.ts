import type { AppDeps } from '../../deps.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { UsersService } from '../users/users.service.ts';
import { createChatCore, type GroupRules, type LinkPreviewer, type PrivateSendRules } from './chat-core.ts';
import type { WalletChatRules } from './chat-core.ts';
import { createChatFavourites } from './chat-favourites.ts';
import { createChatReading } from './chat-reading.ts';
import { createChatSending } from './chat-sending.ts';
import { createChatSettings } from './chat-settings.ts';

export { type GroupNotice, type GroupRules, type PrivateSendRules, SYSTEM_SENDER_ID } from './chat-core.ts';
export type { LinkPreviewer, WalletChatRules } from './chat-core.ts';

/**
 * The chat module's service: one object for the routes and the other modules, made of its sub-nouns (issue 33) —
 * sending, reading, conversation settings and favourites — over the common ground of chat-core.ts.
 */
export function createChatService(
  deps: AppDeps,
  others: {
    users: UsersService;
    delivery: Delivery;
    groupRules?: GroupRules;
    privateSendRules?: PrivateSendRules;
    walletChats?: WalletChatRules;
    linkPreview?: LinkPreviewer;
  },
) {
  const core = createChatCore(deps, others);
  return {
    ...createChatSending(core),
    ...createChatReading(core),
    ...createChatSettings(core),
    ...createChatFavourites(core),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
