import type { AppDeps } from '../../deps.ts';
import type { InviteQualified } from '../invites/invites.service.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import { createDatingChatGate } from './chat-gate.ts';
import { datingSettings } from './dating-settings.ts';
import { createDatingInviteFriendsService } from './invite-friends.service.ts';
import { createDatingLikesService } from './likes.service.ts';
import { createDatingMediaService } from './media.service.ts';
import { createDatingProfileShare } from './profile-share.ts';
import { createDatingProfileService } from './profile.service.ts';
import { createDatingPurchaseService } from './purchases.service.ts';

export type DatingDeps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  system: SystemService;
  files: FilesService;
  ledger: LedgerService;
  flows: FlowsService;
  accounts: AccountsService;
  payPassword: PayPasswordService;
  /** The invite rewards' hook: a first dating profile is the dating module's qualifying step (issue 15). */
  inviteQualified: InviteQualified;
};

/** The dating area (issue 12): profiles and the feed, likes, paid album and chat, paid media, invited friends. */
export function createDatingServices(deps: AppDeps, others: DatingDeps) {
  const settings = datingSettings(others.system);
  const media = createDatingMediaService(deps, others);
  const profiles = createDatingProfileService(deps, { ...others, media, settings });
  const likes = createDatingLikesService(deps, { ...others, profiles });
  const purchases = createDatingPurchaseService(deps, { ...others, profiles, settings });
  const inviteFriends = createDatingInviteFriendsService(deps, others);
  const chatGate = createDatingChatGate(deps.database.db);
  const sharing = createDatingProfileShare(deps, { ...others, profiles });
  return { settings, media, profiles, likes, purchases, inviteFriends, chatGate, sharing };
}
export type DatingServices = ReturnType<typeof createDatingServices>;
