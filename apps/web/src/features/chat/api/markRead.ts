import type { ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/** Opening a chat clears its counters; in a private chat the other user then sees his messages as read. */
export const markRead = (key: ConversationKey) =>
  api.post<null>('/app/chat/conversation/read', key, { silent: true });
