import {
  DISCOVER_OBJECT_NAME,
  type DiscoverCardContent,
  type Language,
  type ShareToChatBody,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { DatingProfileService } from './profile.service.ts';

/**
 * POST /app/jy/userPersonals/{id}/share (issue 32): a dating profile's card (OL:Discover) from me into a chat I may
 * send to. Only a live profile I may see (not hidden from me by a block); the card shows what the feed shows.
 */
export function createDatingProfileShare(
  deps: AppDeps,
  others: { profiles: DatingProfileService; chat: ChatService; delivery: Delivery },
) {
  return {
    async share(userId: number, profileId: number, key: ShareToChatBody, lang: Language) {
      const profile = await others.profiles.byId(userId, profileId, lang);
      await others.chat.checkCardSender(userId, key);
      const content: DiscoverCardContent = {
        kind: 'profile',
        userId: profile.userId,
        profileId: profile.id,
        nickName: profile.nickName,
        avatar: profile.avatarCompress || profile.avatar,
        age: profile.age,
      };
      const posted = await deps.database.db.transaction((tx) =>
        others.chat.postUserCard(tx, userId, key, DISCOVER_OBJECT_NAME, content, key.clientMsgId),
      );
      await others.delivery.publish(posted.delivered);
      return posted.message;
    },
  };
}
