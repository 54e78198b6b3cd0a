// The spec's page paths (§2) are the public URLs under /h5/; parameters go in the query.
export const paths = {
  blank: '/BlankJumpPage',
  login: '/pages/login/Login',
  chat: '/pages/chat/Chat',
  /** query: targetId, conversationType, responsibleModule */
  personalChat: '/pages/chat/PersonalChat',
  /** query: groupId, isFriendGroup, backType, isModule */
  groupChat: '/pages/chat/GroupChat',
  /** The system account's conversation (target SYSTEM-MESSAGE). */
  systemChat: '/pages/chat/SystemChat',
  /** query: url, name */
  previewPdf: '/pages/chat/previewPDF',
  favourites: '/pages/chat/Favourites',
  /** Pick a chat to forward a message to. */
  selectChat: '/pages/selectChat/selectChat',
  search: '/pagesTool/search/Search',
  dating: '/pages/dating/index',
  posted: '/pagesUser/posted/Posted',
  editProfile: '/pagesUser/posted/EditProfile',
  settings: '/pagesUser/setting/Settings',
  changePwd: '/pagesUser/setting/ChangePwd',
  changeNumber: '/pagesUser/setting/ChangeNumber',
  changeEmail: '/pagesUser/setting/ChangeEmail',
  payPassword: '/pagesUser/setting/PayPassword',
  privacy: '/pagesUser/setting/Privacy',
  blockedUsers: '/pagesUser/setting/BlockedUsers',
  language: '/pagesUser/setting/Language',
  aboutUs: '/pages/user/AboutUs',
  policies: '/pagesTool/policies/index',
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
]);

/** Launch allow-list of spec §2: opening the app elsewhere lands on the dating tab. */
export const launchAllowList = new Set<string>([
  paths.chat,
  paths.dating,
  paths.posted,
  '/pagesUser/wallet/index',
  '/pages/serviceFunction/index',
  '/pagesCategory/pages/categoryDetails',
  '/pagesCategory/pages/home',
  '/pages/questionnaireSurvey/index',
  '/pages/questionnaireSurvey/detail',
  '/pagesBlindBox/pages/home',
  '/pagesBlindBox/pages/inviteFriends',
  '/pages/anonymousChat/index',
  paths.login,
  paths.blank,
  '/',
]);
