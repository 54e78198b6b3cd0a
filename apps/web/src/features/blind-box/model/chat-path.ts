import { BLIND_BOX_CHAT_MODULE_TYPE } from '@volna/contracts';
import { privateChatPath } from '../../../shared/lib/paths.ts';

/** The private chat with a bought card's owner: it belongs to dating (moduleType 1), counted in that chat-list tab. */
export const blindBoxChatPath = (userId: number) => privateChatPath(userId, BLIND_BOX_CHAT_MODULE_TYPE);
