import { BLIND_BOX_CHAT_MODULE_TYPE, ConversationType } from '@volna/contracts';
import { paths } from '../../../shared/lib/paths.ts';

/** The private chat with a bought card's owner: it belongs to dating (moduleType 1), counted in that chat-list tab. */
export const blindBoxChatPath = (userId: number) =>
  `${paths.personalChat}?targetId=${userId}&conversationType=${ConversationType.private}&responsibleModule=${BLIND_BOX_CHAT_MODULE_TYPE}`;
