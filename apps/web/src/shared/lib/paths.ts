// The spec's page paths (§2) are the public URLs under /h5/; parameters go in the query.
export const paths = {
  blank: '/BlankJumpPage',
  login: '/pages/login/Login',
  chat: '/pages/chat/Chat',
  /** query: targetId, conversationType, responsibleModule */
  personalChat: '/pages/chat/PersonalChat',
  /**
   * query: groupId, and how the chat was opened (build with `groupChatPath`):
   * isModule=1 — a module's customer-service group (or moduleType 6): for its customer the settings are the module's support settings;
   * isFriendGroup=1 — opened from Contacts → Group chats: back falls back to that list when there is no previous page;
   * backType=chatList — back always goes to the chat list tab (after creating a group); absent — the spec §2 back rule.
   */
  groupChat: '/pages/chat/GroupChat',
  /** The system account's conversation (target SYSTEM-MESSAGE). */
  systemChat: '/pages/chat/SystemChat',
  /** query: url, name */
  previewPdf: '/pages/chat/previewPDF',
  favourites: '/pages/chat/Favourites',
  /** The AI assistant's chat (issue 16). */
  aiChat: '/pages/chat/AIChat',
  /** Pick a chat to forward a message to. */
  selectChat: '/pages/selectChat/selectChat',
  search: '/pagesTool/search/Search',
  /** Contacts: friends with the alphabetical index. */
  friends: '/pages/friends/Friends',
  /** Incoming friend requests to accept or decline. */
  friendAgreement: '/pages/friends/friendAgreement',
  /** query: userId */
  modifyRemarks: '/pages/friends/ModifyRemarks',
  /** A contact's profile; query: userId */
  aboutDetailUser: '/pages/friends/AboutDetailUser',
  /** A group member's or stranger's profile; query: userId, groupId? */
  aboutDetailUsers: '/pages/friends/AboutDetailUsers',
  /** A profile opened from a contact card or discover; query: userId */
  friendsInformation: '/pagesDiscover/friendsInformation/FriendsInformation',
  groupChatList: '/pages/friends/GroupChatList',
  /** The group invitations waiting for my answer (not in the spec: joining needs an invitation, issue 17). */
  groupInvitations: '/pages/friends/GroupInvitations',
  /** Pick one of my groups to invite a user to; query: userId */
  inviteToGroup: '/pages/friends/InviteToGroup',
  /** query: groupId */
  groupMsgSetting: '/pages/friends/GroupMsgSetting',
  /** query: groupId (group) or targetId (private) */
  chatSettings: '/pages/chat/ChatSettings',
  /** query: moduleType — the module's customer-service ('contact support') settings */
  moduleSetting: '/pages/chat/moduleSetting',
  /** Pick friends; query: mode (create | invite), groupId? */
  selectFriend: '/pages/selectFriend/selectFriend',
  createGroup: '/pages/CreateGroup/CreateGroup',
  dating: '/pages/dating/index',
  /** Dating (issue 12): likes both ways; query: tab (likedMe | iLiked). */
  datingLikeList: '/pages/dating/likeList',
  datingInviteFriends: '/pages/dating/inviteFriendsList',
  /** A dating profile; query: id (profile id) or userId. */
  datingPersonal: '/pages/dating/PersonalHomepage',
  datingGuide: '/pages/dating/datingGuide',
  /** My dating profile form (create or edit). */
  datingEditData: '/pagesDiscover/EditData',
  /** Paid-chat price and receipt currency. */
  datingEditChat: '/pagesDiscover/EditChat',
  /** Paid-album price (the spec's spelling 'Aublm' is the public URL). */
  datingEditAlbum: '/pagesDiscover/EditAublm',
  /** After a dating payment; query: kind (1 album, 2 chat), id (profile id), targetId (chat). */
  datingPaySuccess: '/pagesDiscover/PaySuccess',
  /** My dating home: profile summary and menu. */
  datingMenu: '/pagesDiscover/DatingUserInfoAndMenuList',
  /** Profiles as a compact list under the feed's filters (query: gender, ageMin, ageMax, location, labelId). */
  datingCandidates: '/pagesDiscover/DatingCandidateList',
  posted: '/pagesUser/posted/Posted',
  editProfile: '/pagesUser/posted/EditProfile',
  settings: '/pagesUser/setting/Settings',
  changePwd: '/pagesUser/setting/ChangePwd',
  changeNumber: '/pagesUser/setting/ChangeNumber',
  changeEmail: '/pagesUser/setting/ChangeEmail',
  payPassword: '/pagesUser/setting/PayPassword',
  privacy: '/pagesUser/setting/Privacy',
  /** Push notifications: this device, the kinds, the words shown, quiet hours (issue 35; not in the spec's list). */
  notifications: '/pagesUser/setting/Notifications',
  blockedUsers: '/pagesUser/setting/BlockedUsers',
  language: '/pagesUser/setting/Language',
  aboutUs: '/pages/user/AboutUs',
  /** A place on the map (spec system page); query: address, at ("lat,lng"). The picker, /choose-location, is a sheet. */
  openLocation: '/open-location',
  policies: '/pagesTool/policies/index',
  /** Wallet home: balances, monthly chart, last operations. */
  walletHome: '/pagesUser/wallet/index',
  walletInstructions: '/pagesUser/wallet/operatingInstructions',
  transfer: '/pagesUser/wallet/transferAccounts',
  /** The spec's spelling ('Moeny') is the public URL. */
  mergeMoney: '/pagesUser/wallet/mergeMoeny',
  /** query: id */
  flowDetail: '/pagesUser/wallet/flowDetail',
  /** query: id */
  safeTransfer: '/pagesUser/wallet/safeTransfer',
  qrTopUp: '/pagesUser/wallet/qrTopUp',
  /** P2P top-up and withdrawal (issue 13): the list; query: tab (all | mine), sort. */
  p2pHome: '/pagesUser/wallet/pTopHomePage/index',
  /** Publish a withdrawal request. */
  p2pPublish: '/pagesUser/wallet/pTopHomePage/publishExchange',
  /** query: id */
  p2pPublishSuccess: '/pagesUser/wallet/pTopHomePage/publishSuccess',
  /** One request/order (not in the spec's list: the deal's steps); query: id */
  p2pOrder: '/pagesUser/wallet/pTopHomePage/order',
  /** Currency exchange (issue 13): the list; query: tab (all | my | deals), sort (newest | rateAsc | rateDesc). */
  exchangeHome: '/pagesUser/wallet/exchangeHome/index',
  /** Publish an exchange request. */
  exchangePublish: '/pagesUser/wallet/exchangeHome/publishExchange',
  /** query: id */
  exchangePublishSuccess: '/pagesUser/wallet/exchangeHome/publishSuccess',
  /** One exchange deal (not in the spec's list: the deal's steps); query: id */
  exchangeOrder: '/pagesUser/wallet/exchangeHome/order',
  /** query: targetId, conversationType */
  redPacketSend: '/pages/chat/redPacket',
  /** query: id */
  redPacketDetail: '/pages/chat/redPacketDetail',
  /** Help and feedback (issue 11; not in the spec's list): bug reports and customer tickets. */
  supportHome: '/pagesUser/support/index',
  bugReport: '/pagesUser/support/bugReport',
  myReports: '/pagesUser/support/myReports',
  tickets: '/pagesUser/support/tickets',
  newTicket: '/pagesUser/support/newTicket',
  /** query: id */
  ticket: '/pagesUser/support/ticket',
  /** VIP dating (issue 12, spec pages/vipDating). */
  vipIndex: '/pages/vipDating/index',
  vipPersonalCenter: '/pages/vipDating/personalCenter',
  vipCreateMyUserInfo: '/pages/vipDating/createMyUserInfo',
  vipCreateMatchedDemand: '/pages/vipDating/createMatchedDemand',
  /** query: id (the request) */
  vipCandidateList: '/pages/vipDating/candidateList',
  vipMyRequire: '/pages/vipDating/myRequire',
  /** query: id (the request) */
  vipCreateInfoSuccess: '/pages/vipDating/createInfoSuccess',
  /** The blind box (issue 12, spec pagesBlindBox/pages). */
  blindBoxHome: '/pagesBlindBox/pages/home',
  blindBoxUserInfo: '/pagesBlindBox/pages/userInfo',
  blindBoxBuyList: '/pagesBlindBox/pages/buyList',
  /** query: id (the purchase) */
  blindBoxBuyUserInfo: '/pagesBlindBox/pages/buyUserInfo',
  blindBoxInviteFriends: '/pagesBlindBox/pages/inviteFriends',
  blindBoxInstructions: '/pagesBlindBox/pages/operatingInstructions',
  /** Fitness (issue 15): today's steps, the 30-day chart, streaks and the friends' ranking. */
  fitness: '/pages/fitness/index',
  /** DNA-test partner matching (issue 15, tag 909; the spec names no pages). */
  dnaIndex: '/pages/dnaMatch/index',
  dnaOrder: '/pages/dnaMatch/order',
  /** query: id (the order) */
  dnaDetail: '/pages/dnaMatch/detail',
  /** Paid surveys (issue 15, spec pages/questionnaireSurvey): the list, how it works, my centre, my surveys. */
  surveyIndex: '/pages/questionnaireSurvey/index',
  surveyList: '/pages/questionnaireSurvey/surveyList',
  surveyInstructions: '/pages/questionnaireSurvey/operatingInstructions',
  surveyUserCenter: '/pages/questionnaireSurvey/userCenter',
  surveyInviteFriends: '/pages/questionnaireSurvey/userCenter/inviteFriendsList',
  surveyMine: '/pages/questionnaireSurvey/userCenter/myQuestionnaireSurvey',
  /** query: id */
  surveyDetail: '/pages/questionnaireSurvey/detail',
  /** query: reward, currency, id */
  surveyReplySuccess: '/pages/questionnaireSurvey/replySuccess',
  /** My invites (issue 15): share sheets per module, whom I invited, their progress and my rewards. */
  myInvites: '/pagesUser/invite/inviteFriendsList',
  /** The services hub (issue 14, spec pages/serviceFunction/index): dating, classifieds, the boards, the blog. */
  servicesHub: '/pages/serviceFunction/index',
  /** Anonymous chat (issue 16): find a stranger, talk without names, switch to a personal chat if both agree. */
  anonymousChat: '/pages/anonymousChat/index',
  anonymousInstructions: '/pages/anonymousChat/operatingInstructions',
  /**
   * The classifieds market (issue 14, spec pagesCategory): the list under search, city, category, filters and sort,
   * all in the query (keyword, city, category, kind, sort, priceMin, priceMax, free, condition, nature, mode,
   * experience, payerType, payeeType); a board is this page with board=<kind> (task, jobPosting, information,
   * remittance).
   */
  categoryHome: '/pagesCategory/pages/home',
  /** How the marketplace works: secure deal, cashback, deposits. */
  categoryGuide: '/pagesCategory/pages/guidePage',
  /** One listing; query: id */
  categoryDetails: '/pagesCategory/pages/categoryDetails',
  /** Publish (query: kind) or edit (query: id) a listing. */
  categoryForm: '/pagesCategory/pages/categoryForm',
  /** My marketplace: collection, releases, orders, profile, invitations. */
  categoryUserInfo: '/pagesCategory/pages/userInfo',
  categoryCollection: '/pagesCategory/pages/myCollection',
  /** query: state (1 on shelf, 2 removed, 3 revoked) */
  categoryReleases: '/pagesCategory/pages/myRelease',
  /** My orders as buyer or seller; query: role (buyer | seller) */
  categoryOrders: '/pagesCategory/pages/myOrder',
  /** One order: the deal's steps and its actions; query: id */
  categoryOrderDetails: '/pagesCategory/pages/orderDetails',
  /** The profile edit of the personal page, reached from my marketplace. */
  categoryEditUserInfo: '/pagesCategory/pages/editUserInfo',
  categoryInviteFriends: '/pagesCategory/pages/inviteFriendsList',
  /** The phone shop: goods listings in the phones category. */
  phoneShop: '/pages/shop/iphone',
  /** My listings in the phones category. */
  myPhones: '/pagesDiscover/iphone/myIphone',
} as const;

/** Tabs: chat list (0), dating home (1), personal page (2). */
export const tabPaths = [paths.chat, paths.dating, paths.posted] as const;

/** Pages a guest may see; everything else sends him to login and back afterwards. */
export const publicPaths = new Set<string>([
  paths.blank,
  '/',
  paths.login,
  paths.policies,
  paths.aboutUs,
  paths.dating,
  paths.datingPersonal,
  paths.datingGuide,
  paths.datingCandidates,
  // On the launch allow-list: a guest sees the wallet's shape; its actions ask him to log in (spec §6).
  paths.walletHome,
  paths.walletInstructions,
  // The services hub shows what there is to a guest too; its entries ask him to log in.
  paths.servicesHub,
]);

/** Launch allow-list of spec §2: opening the app elsewhere lands on the dating tab. */
export const launchAllowList = new Set<string>([
  paths.chat,
  paths.dating,
  paths.posted,
  paths.walletHome,
  paths.servicesHub,
  paths.categoryDetails,
  paths.categoryHome,
  '/pages/questionnaireSurvey/index',
  '/pages/questionnaireSurvey/detail',
  '/pagesBlindBox/pages/home',
  '/pagesBlindBox/pages/inviteFriends',
  paths.anonymousChat,
  paths.login,
  paths.blank,
  '/',
]);

/** The private chat with a user (conversationType 1); `responsibleModule` files it under a module's chat-list tab. */
export const privateChatPath = (targetId: string | number, responsibleModule?: number) =>
  `${paths.personalChat}?targetId=${targetId}&conversationType=1${responsibleModule === undefined ? '' : `&responsibleModule=${responsibleModule}`}`;
