import type { AppDeps } from './deps.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createWalletTab } from './modules/wallet/wallet-tab.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { createAnonymousService } from './modules/anonymous/anonymous.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createInvitesService } from './modules/invites/invites.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { createFriendsService } from './modules/friends/friends.service.ts';
import { createFilesService } from './storage/files.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAuditService } from './modules/admin/audit.service.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createMergeService } from './modules/wallet/merge.service.ts';
import { createTopUpService } from './modules/topup/topup.service.ts';
import { createWalletServices } from './modules/wallet/wallet.service.ts';
import { createSafeTransferService } from './modules/transfers/safe-transfer.service.ts';
import { createTransferService } from './modules/transfers/transfer.service.ts';
import { createRedPacketService } from './modules/red-packets/red-packet.service.ts';
import { createTimers } from './jobs/timers.ts';
import { createExchangeService } from './modules/exchange/exchange.service.ts';
import { createExchangeOrderService } from './modules/exchange/exchange-order.service.ts';
import { createOtcService } from './modules/exchange/otc.service.ts';
import { createReadCache } from './modules/home-reads/read-cache.ts';
import { createBlindBoxService } from './modules/blind-box/blind-box.service.ts';
import { createCallsService } from './modules/calls/calls.service.ts';
import { callSocketMethods } from './modules/calls/calls.socket.ts';
import { createListingsService } from './modules/listings/listings.service.ts';
import { createListingsStaffService } from './modules/listings/listings-staff.service.ts';
import { createListingTasksService } from './modules/listing-tasks/listing-tasks.service.ts';
import { createCashbackService } from './modules/cashback/cashback.service.ts';
import { createListingOrdersService } from './modules/listing-orders/listing-orders.service.ts';
import { createFitnessService } from './modules/fitness/fitness.service.ts';
import { createSurveysService } from './modules/surveys/surveys.service.ts';
import { createInviteRewardsService } from './modules/invites/invite-rewards.service.ts';
import type { InviteQualified } from './modules/invites/invites.service.ts';
import { createDatingServices } from './modules/dating/dating.service.ts';
import { createDatingDirectory } from './modules/dating/dating-directory.ts';
import { createP2pService } from './modules/p2p/p2p.service.ts';
import { createDnaService } from './modules/dna/dna.service.ts';
import { createVipDatingService } from './modules/vip-dating/vip-dating.service.ts';
import { createDelivery } from './realtime/delivery.ts';
import { createGateway } from './realtime/gateway.ts';
import { createPresence } from './realtime/presence.ts';
import { socketMethods } from './realtime/socket-methods.ts';
import { connectedUsers } from './realtime/connected-users.ts';
import { createPushService } from './modules/push/push.service.ts';
import { createPushDispatch } from './modules/push/push-dispatch.ts';
import { createPushTransport } from './modules/push/push-transport.ts';
import { CALL_EVENTS, type CallIncomingEvent, personName } from '@volna/contracts';
import { createLifecycle } from './lifecycle/lifecycle.ts';
import { previewPage } from './modules/link-preview/page-preview.ts';

/** Every module's service, built once per app; a module reaches another only through these. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps);
  const delivery = createDelivery(deps);
  const system = createSystemService(deps);
  const files = createFilesService(deps);
  // Every staff change writes its audit line in its own transaction (issue 11).
  const audit = createAuditService(deps);
  // Friends are the contacts of "My Contacts", carry the viewer's remarks, and end with a block (as do pending group
  // invitations between the two); asked lazily.
  const users = createUsersService(deps, {
    areContacts: (viewerId, ownerId) => friends.areContacts(viewerId, ownerId),
    remarksOf: (viewerId, userIds) => friends.remarksOf(viewerId, userIds),
    onBlocked: async (blockerId, blockedId) => {
      await friends.onBlocked(blockerId, blockedId);
      await groups.onBlocked(blockerId, blockedId);
    },
    contactIdsOf: (viewerId) => friends.contactIdsOf(viewerId),
    // The block check answers only about a chat partner or a friend (issue 28 §5).
    areRelated: async (a, b) => (await friends.areFriends(a, b)) || (await chat.havePrivateChat(a, b)),
  });
  const presence = createPresence(deps, users);
  // The socket's calls and typing reach the chat service, built further down, only once a client makes one.
  const gateway = createGateway(deps, {
    sessions,
    users,
    delivery,
    presence,
    methods: () => ({ ...socketMethods({ chat, presence }), ...callSocketMethods(calls) }),
    onDeviceGone: () => calls.deviceGone,
    typingAudience: (userId, conversationType, targetId) =>
      chat.typingAudience(userId, conversationType, targetId),
  });
  const auth = createAuthService(deps, { sessions, users });
  // The AI assistant chat (issue 16): a configured provider or the offline helper.
  const assistant = createAssistantService(deps);
  // A module's qualifying step pays the invitee's inviter (issue 15); the rewards service is built with the wallet.
  const inviteQualified: InviteQualified = (inviteeId, module, tx) =>
    inviteRewards.qualify(inviteeId, module, tx);
  const invites = createInvitesService(deps, { users, qualified: inviteQualified });
  // The chat asks the groups module's rules (mute, recall rights) only when a group message comes, after both exist.
  const tradePartners = async (a: number, b: number) =>
    (await p2p.tradedWith(a, b)) ||
    (await exchangeOrders.tradedWith(a, b)) ||
    (await listingOrders.tradedWith(a, b));
  const chat = createChatService(deps, {
    users,
    delivery,
    // The wallet tab's chats (issue 32): deal counterparties and the wallet support group, as subqueries.
    walletChats: createWalletTab(deps),
    // Link previews (issue 32): the app's own listing pages from the database (the listings module, built later, asked
    // lazily); another site's page fetched when the operator allows it; the app's other pages get none.
    linkPreview: async (senderId, url) =>
      (await listings.linkPreview(senderId, url)) ??
      (deps.config.linkPreview.fetch && !url.pathname.startsWith('/h5/')
        ? previewPage(url, { allowPrivate: deps.config.linkPreview.allowPrivate })
        : null),
    groupRules: {
      canSend: (userId, groupId) => groups.chatRules.canSend(userId, groupId),
      canRecallAny: (userId, groupId, senderUserId) =>
        groups.chatRules.canRecallAny(userId, groupId, senderUserId),
    },
    // Dating's paid chat (issue 12), built later and asked lazily: friends, a drawn blind-box card, a picked VIP
    // candidate and a trade partner (issue 28: the parties of a P2P, exchange or listing order agree in chat) are
    // written to without buying the chat.
    privateSendRules: {
      payFirst: async (pairs) => {
        const flagged = await dating.chatGate.payFirst(pairs);
        for (const pair of flagged) {
          const [sender, peer] = pair.split(':').map(Number) as [number, number];
          if (
            (await friends.areFriends(sender, peer)) ||
            (await blindBox.hasBought(sender, peer)) ||
            (await vipDating.hasPicked(sender, peer)) ||
            (await dna.arePaired(sender, peer)) ||
            (await tradePartners(sender, peer))
          )
            flagged.delete(pair);
        }
        return flagged;
      },
    },
  });
  // Only friends are put into a group without an invitation; the friends module is built next, asked lazily.
  const groups = createGroupsService(deps, {
    users,
    chat,
    delivery,
    areFriends: (a, b) => friends.areFriends(a, b),
  });
  const friends = createFriendsService(deps, { users, delivery });
  const wallet = createWalletServices(deps, { users, audit });
  const { ledger, flows, payPassword } = wallet;
  const topUps = createTopUpService(deps, { users, chat, delivery, ledger, flows, files, audit });
  const merges = createMergeService(deps, { ledger, flows, payPassword });
  const transfers = createTransferService(deps, {
    users,
    chat,
    delivery,
    system,
    ledger,
    flows,
    payPassword,
  });
  const safeTransfers = createSafeTransferService(deps, {
    users,
    ledger,
    payPassword,
    delivery,
    transfers,
    files,
    audit,
  });
  // Durable timers: each module registers its kinds as its service is built; the app starts the poller when ready.
  const timers = createTimers(deps);
  // Home reads served from memory while the user's data is unchanged (issue 19).
  const readCache = createReadCache(deps);
  // 1:1 calls (issue 16): signalling over the gateway's live path, the record through the chat.
  // A callee with no socket open anywhere hears the ring as a push (issue 35).
  const calls = createCallsService(deps, {
    users,
    chat,
    delivery,
    timers,
    live: () => async (userIds, event, route) => {
      await gateway.forward(userIds, event, route);
      if (event.type === CALL_EVENTS.incoming)
        for (const id of userIds) pushDispatch.onCallIncoming(id, event as CallIncomingEvent);
    },
  });
  const redPackets = createRedPacketService(deps, {
    users,
    chat,
    delivery,
    ledger,
    flows,
    payPassword,
    timers,
  });
  // Currency exchange (issue 13): ads, their orders (escrow through ledger holds) and the platform's OTC desk.
  const exchange = createExchangeService(deps, {
    users,
    system,
    ledger,
    flows,
    accounts: wallet.accounts,
    payPassword,
  });
  const exchangeOrders = createExchangeOrderService(deps, {
    users,
    ledger,
    flows,
    accounts: wallet.accounts,
    payPassword,
    delivery,
    files,
    audit,
    ads: exchange,
    chat,
  });
  const otcExchange = createOtcService(deps, {
    ledger,
    flows,
    payPassword,
    currency: wallet.currency,
    audit,
    ads: exchange,
  });
  const admin = createAdminService(deps, { users, sessions, audit, wallet });
  // Anonymous chat (issue 16): the queue, the strangers' chats; a complaint goes to support, asked lazily.
  const anonymous = createAnonymousService(deps, {
    users,
    chat,
    delivery,
    presence,
    support: () => support,
  });
  const support = createSupportService(deps, { users, chat, delivery, files, audit });
  // Dating (issue 12): profiles, feed, likes, the deposit, paid album and chat.
  const dating = createDatingServices(deps, {
    users,
    chat,
    delivery,
    system,
    files,
    ledger,
    flows,
    accounts: wallet.accounts,
    payPassword,
    inviteQualified,
  });
  // VIP dating and the blind box (issue 12) read the dating module's published profiles through one directory.
  const datingDirectory = createDatingDirectory(deps);
  const vipDating = createVipDatingService(deps, {
    users,
    groups,
    system,
    ledger,
    flows,
    audit,
    dating: datingDirectory,
  });
  // P2P top-up and withdrawal (issue 13): holds, order cards in the parties' chat, staff decisions audited.
  const p2p = createP2pService(deps, {
    users,
    chat,
    delivery,
    ledger,
    flows,
    accounts: wallet.accounts,
    payPassword,
    files,
    audit,
    timers,
  });
  const blindBox = createBlindBoxService(deps, {
    system,
    ledger,
    flows,
    files,
    dating: datingDirectory,
    inviteQualified,
  });
  // Listings engine (issue 14): classifieds and the boards, their deposits, the collection and the market search.
  const listings = createListingsService(deps, { users, system, ledger, flows, chat, delivery });
  const listingsStaff = createListingsStaffService(deps, { listings, audit, chat });
  // Paid-task applications (issue 14 boards): the poster accepts or rejects; a referrer is paid from the held budget.
  const listingTasks = createListingTasksService(deps, { users, listings, chat });
  // Marketplace cashback (issue 28): the staff-funded budget, the monthly cap, no cashback between linked accounts.
  const cashback = createCashbackService(deps, { ledger, flows, audit });
  // Classifieds orders (issue 14): the secure deal's hold, fee and cashback, appeals decided by staff.
  const listingOrders = createListingOrdersService(deps, {
    users,
    accounts: wallet.accounts,
    timers,
    chat,
    delivery,
    ledger,
    flows,
    payPassword,
    files,
    audit,
    system,
    cashback,
  });
  // Fitness (issue 15): a day's steps, paid once from the rewards account.
  const fitness = createFitnessService(deps, { users, rewards: wallet.rewards });
  // DNA-test matching (issue 15): the order's hold, staff's matching, captured on delivery.
  const dna = createDnaService(deps, { users, system, ledger, flows, audit, files });
  const inviteRewards = createInviteRewardsService(deps, { users, system, rewards: wallet.rewards, audit });
  // Paid surveys (issue 15): budgets held from the publisher (or the rewards account), replies paid from the hold.
  const surveys = createSurveysService(deps, {
    users,
    ledger,
    flows,
    payPassword,
    chat,
    delivery,
    audit,
    areFriends: (a, b) => friends.areFriends(a, b),
    inviteQualified,
  });
  // Web Push (issue 35): every published batch of stored events is looked at after the fact, off the send path.
  const pushTransport = createPushTransport(deps.config.vapid, deps.config.pushAllowPrivateEndpoints);
  const push = createPushService(deps, pushTransport);
  const pushDispatch = createPushDispatch(deps, deps.database.db, {
    connected: connectedUsers(gateway, deps.bus),
    liveSessions: (ids) => sessions.liveAmong(ids),
    settingsOf: (ids) => push.settingsOf(ids),
    languageOf: async (id) => (await users.findById(id))?.language,
    namesAs: async (viewerId, ids) => {
      const names = await users.publicNamesOf(viewerId, ids);
      for (const [id, remark] of await friends.remarksOf(viewerId, ids)) {
        const named = personName(remark);
        if (named) names.set(id, named);
      }
      return names;
    },
    groupNameAs: async (viewerId, groupId) =>
      (await groups.info(viewerId, Number(groupId)).catch(() => null))?.groupName ?? '',
    muted: async (viewerId, chatKey) => (await chat.muteStatus(viewerId, chatKey)) === 0,
    transport: pushTransport,
  });
  delivery.observe((delivered) => pushDispatch.onDelivered(delivered));
  return {
    push,
    pushDispatch,
    // Ready or draining: the health probes and the SIGTERM drain (lifecycle/).
    lifecycle: createLifecycle(deps),
    audit,
    dating,
    vipDating,
    blindBox,
    listings,
    listingsStaff,
    listingTasks,
    listingOrders,
    cashback,
    fitness,
    surveys,
    dna,
    inviteRewards,
    admin,
    support,
    system,
    files,
    sessions,
    delivery,
    users,
    presence,
    gateway,
    auth,
    invites,
    chat,
    assistant,
    anonymous,
    groups,
    friends,
    wallet,
    topUps,
    merges,
    transfers,
    safeTransfers,
    timers,
    calls,
    readCache,
    redPackets,
    p2p,
    exchange,
    exchangeOrders,
    otcExchange,
  };
}

export type Services = ReturnType<typeof createServices>;
