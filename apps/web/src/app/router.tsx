import type { ConversationKey } from '@volna/contracts';
import { lazy, useEffect } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './AppShell.tsx';
import { BlankJumpPage } from './BlankJumpPage.tsx';
import { RouteErrorPage } from './global/RouteErrorPage.tsx';
import { appPathOf, applyLaunchRules, rememberShownPage } from './launch.ts';
import { paths } from '../shared/lib/paths.ts';
import {
  preloadSignedInStrings,
  areaStrings,
  restOfStrings,
  signedInStrings,
  withRestOfStrings,
} from '../shared/i18n/i18n.ts';
import { groupChatOf, personalChatOf } from '../shared/messaging/model/list-path.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { afterFirstScreen, firstScreenArrived } from '../shared/lib/after-first-screen.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { TabLayout } from './TabLayout.tsx';
import { useTabSet } from '../shared/lib/tab-set.ts';

// Each product area is its own lazily loaded bundle; the first screen loads only the shell. The first screens (login,
// and signed in the chat list, a chat, the wallet home) come with their strings (the signed-in ones for the signed-in
// screens); every other page also waits for the rest of the strings, which start loading a second after a first screen
// arrived, when the browser is idle, so they never compete with it (shared/lib/after-first-screen.ts).
type PageModule = { default: React.ComponentType };
/** The page, telling after-first-screen.ts when it first rendered (its children's effects, their queries, ran first). */
const announced = ({ default: Page }: PageModule): PageModule => ({
  default: function ShownPage() {
    useEffect(() => firstScreenArrived(), []);
    return <Page />;
  },
});
const page = (load: () => Promise<PageModule>) =>
  lazy(async () => announced(await withRestOfStrings(load)()));
/** A first screen: it shows with the strings it needs (`strings`), and the rest of the strings load after it. */
const firstScreen = (load: () => Promise<PageModule>, strings?: () => Promise<void>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), strings?.()]);
    afterFirstScreen(() => void restOfStrings());
    return announced(module);
  });
/**
 * A chat a fresh start lands on (a notification, a shared link) is a first screen with the signed-in strings, which
 * hold all it draws; its newest messages are asked for beside its code, not after it (the page then finds them read).
 */
const chatScreen = (
  load: () => Promise<PageModule>,
  chatOf: (params: URLSearchParams) => ConversationKey | null,
) =>
  firstScreen(load, () => {
    const chat = chatOf(new URLSearchParams(window.location.search));
    if (chat && useSessionStore.getState().session?.token)
      void import('../shared/messaging/api/history.ts').then(({ prefetchHistory }) => prefetchHistory(chat));
    return Promise.all([signedInStrings(), areaStrings('media')]).then(() => undefined);
  });
const loadLoginPage = () => import('../features/auth/pages/LoginPage.tsx');
const loadChatListPage = () => import('../features/chat/pages/ChatListPage.tsx');
const LoginPage = firstScreen(loadLoginPage);
const ChatListPage = firstScreen(loadChatListPage, signedInStrings);
const PersonalChatPage = chatScreen(
  () => import('../features/chat/pages/PersonalChatPage.tsx'),
  (params) => {
    const chat = personalChatOf(params);
    return chat && 'targetId' in chat ? chat : null;
  },
);
const GroupChatPage = chatScreen(() => import('../features/chat/pages/GroupChatPage.tsx'), groupChatOf);
const SystemChatPage = page(() => import('../features/chat/pages/SystemChatPage.tsx'));
const FavouritesPage = page(() => import('../features/chat/pages/FavouritesPage.tsx'));
const PreviewPdfPage = page(() => import('../features/chat/pages/PreviewPdfPage.tsx'));
const SelectChatPage = page(() => import('../features/chat/pages/SelectChatPage.tsx'));
const AIChatPage = page(() => import('../features/assistant/pages/AIChatPage.tsx'));
const AnonymousChatPage = page(() => import('../features/anonymous/pages/AnonymousChatPage.tsx'));
const AnonymousInstructionsPage = page(
  () => import('../features/anonymous/pages/OperatingInstructionsPage.tsx'),
);
const DatingHomePage = page(() => import('../features/dating/pages/DatingHomePage.tsx'));
const DatingPersonalPage = page(() => import('../features/dating/pages/PersonalHomepage.tsx'));
const DatingLikeListPage = page(() => import('../features/dating/pages/LikeListPage.tsx'));
const DatingInviteFriendsPage = page(() => import('../features/dating/pages/InviteFriendsListPage.tsx'));
const DatingGuidePage = page(() => import('../features/dating/pages/DatingGuidePage.tsx'));
const DatingEditDataPage = page(() => import('../features/dating/pages/EditDataPage.tsx'));
const DatingEditChatPage = page(() => import('../features/dating/pages/EditChatPage.tsx'));
const DatingEditAlbumPage = page(() => import('../features/dating/pages/EditAlbumPage.tsx'));
const DatingPaySuccessPage = page(() => import('../features/dating/pages/PaySuccessPage.tsx'));
const DatingMenuPage = page(() => import('../features/dating/pages/DatingMenuPage.tsx'));
const DatingCandidatesPage = page(() => import('../features/dating/pages/CandidateListPage.tsx'));
const PostedPage = page(() => import('../features/users/pages/PostedPage.tsx'));
const EditProfilePage = page(() => import('../features/users/pages/EditProfilePage.tsx'));
const SettingsPage = page(() => import('../features/users/pages/SettingsPage.tsx'));
const NotificationsPage = page(() => import('../features/push/pages/NotificationsPage.tsx'));
const ChangePwdPage = page(() => import('../features/users/pages/ChangePwdPage.tsx'));
const ChangeNumberPage = page(() => import('../features/users/pages/ChangeNumberPage.tsx'));
const ChangeEmailPage = page(() => import('../features/users/pages/ChangeEmailPage.tsx'));
const PayPasswordPage = page(() => import('../features/users/pages/PayPasswordPage.tsx'));
const PrivacyPage = page(() => import('../features/users/pages/PrivacyPage.tsx'));
const BlockedUsersPage = page(() => import('../features/users/pages/BlockedUsersPage.tsx'));
const LanguagePage = page(() => import('../features/users/pages/LanguagePage.tsx'));
const FriendsPage = page(() => import('../features/friends/pages/FriendsPage.tsx'));
const FriendAgreementPage = page(() => import('../features/friends/pages/FriendAgreementPage.tsx'));
const ModifyRemarksPage = page(() => import('../features/friends/pages/ModifyRemarksPage.tsx'));
const ProfilePage = page(() => import('../features/friends/pages/ProfilePage.tsx'));
const SelectFriendPage = page(() => import('../features/groups/pages/SelectFriendPage.tsx'));
const CreateGroupPage = page(() => import('../features/groups/pages/CreateGroupPage.tsx'));
const GroupChatListPage = page(() => import('../features/groups/pages/GroupChatListPage.tsx'));
const GroupInvitationsPage = page(() => import('../features/groups/pages/GroupInvitationsPage.tsx'));
const InviteToGroupPage = page(() => import('../features/groups/pages/InviteToGroupPage.tsx'));
const ChatSettingsPage = page(() => import('../features/groups/pages/ChatSettingsPage.tsx'));
const GroupMsgSettingPage = page(() => import('../features/groups/pages/GroupMsgSettingPage.tsx'));
const ModuleSettingPage = page(() => import('../features/groups/pages/ModuleSettingPage.tsx'));
const QrTopUpPage = page(() => import('../features/topup/pages/QrTopUpPage.tsx'));
const MergeMoneyPage = page(() => import('../features/wallet/pages/MergeMoneyPage.tsx'));
// The wallet home is a first screen too (issue 19): the signed-in strings and its own hold what it says.
const WalletHomePage = firstScreen(
  () => import('../features/wallet/pages/WalletHomePage.tsx'),
  () => Promise.all([signedInStrings(), areaStrings('wallet')]).then(() => undefined),
);
const FlowDetailPage = page(() => import('../features/wallet/pages/FlowDetailPage.tsx'));
const WalletInstructionsPage = page(() => import('../features/wallet/pages/OperatingInstructionsPage.tsx'));
const RedPacketSendPage = page(() => import('../features/red-packets/pages/RedPacketSendPage.tsx'));
const RedPacketDetailPage = page(() => import('../features/red-packets/pages/RedPacketDetailPage.tsx'));
const TransferPage = page(() => import('../features/transfers/pages/TransferPage.tsx'));
const P2pHomePage = page(() => import('../features/p2p/pages/P2pHomePage.tsx'));
const P2pPublishPage = page(() => import('../features/p2p/pages/P2pPublishPage.tsx'));
const P2pPublishSuccessPage = page(() => import('../features/p2p/pages/P2pPublishSuccessPage.tsx'));
const P2pOrderPage = page(() => import('../features/p2p/pages/P2pOrderPage.tsx'));
const ExchangeHomePage = page(() => import('../features/exchange/pages/ExchangeHomePage.tsx'));
const ExchangePublishPage = page(() => import('../features/exchange/pages/ExchangePublishPage.tsx'));
const ExchangePublishSuccessPage = page(
  () => import('../features/exchange/pages/ExchangePublishSuccessPage.tsx'),
);
const ExchangeOrderPage = page(() => import('../features/exchange/pages/ExchangeOrderPage.tsx'));
const SafeTransferPage = page(() => import('../features/transfers/pages/SafeTransferPage.tsx'));
const SearchPage = page(() => import('../features/search/pages/SearchPage.tsx'));
const AboutUsPage = page(() => import('../features/system/pages/AboutUsPage.tsx'));
const OpenLocationPage = page(() => import('../features/system/pages/OpenLocationPage.tsx'));
const PoliciesPage = page(() => import('../features/system/pages/PoliciesPage.tsx'));
const SupportHomePage = page(() => import('../features/support/pages/SupportHomePage.tsx'));
const BugReportPage = page(() => import('../features/support/pages/BugReportPage.tsx'));
const MyReportsPage = page(() => import('../features/support/pages/MyReportsPage.tsx'));
const TicketsPage = page(() => import('../features/support/pages/TicketsPage.tsx'));
const NewTicketPage = page(() => import('../features/support/pages/NewTicketPage.tsx'));
const TicketPage = page(() => import('../features/support/pages/TicketPage.tsx'));
const VipIndexPage = page(() => import('../features/vip-dating/pages/VipIndexPage.tsx'));
const VipPersonalCenterPage = page(() => import('../features/vip-dating/pages/PersonalCenterPage.tsx'));
const VipCreateMyUserInfoPage = page(() => import('../features/vip-dating/pages/CreateMyUserInfoPage.tsx'));
const VipCreateMatchedDemandPage = page(
  () => import('../features/vip-dating/pages/CreateMatchedDemandPage.tsx'),
);
const VipCandidateListPage = page(() => import('../features/vip-dating/pages/CandidateListPage.tsx'));
const VipMyRequirePage = page(() => import('../features/vip-dating/pages/MyRequirePage.tsx'));
const VipCreateInfoSuccessPage = page(() => import('../features/vip-dating/pages/CreateInfoSuccessPage.tsx'));
const BlindBoxHomePage = page(() => import('../features/blind-box/pages/BlindBoxHomePage.tsx'));
const FitnessPage = page(() => import('../features/fitness/pages/FitnessPage.tsx'));
const DnaIndexPage = page(() => import('../features/dna/pages/DnaIndexPage.tsx'));
const DnaOrderPage = page(() => import('../features/dna/pages/DnaOrderPage.tsx'));
const DnaOrderDetailPage = page(() => import('../features/dna/pages/DnaOrderDetailPage.tsx'));
const MyInvitesPage = page(() => import('../features/invites/pages/MyInvitesPage.tsx'));
const SurveyIndexPage = page(() => import('../features/surveys/pages/SurveyIndexPage.tsx'));
const SurveyInstructionsPage = page(() => import('../features/surveys/pages/OperatingInstructionsPage.tsx'));
const SurveyUserCenterPage = page(() => import('../features/surveys/pages/UserCenterPage.tsx'));
const MySurveysPage = page(() => import('../features/surveys/pages/MySurveysPage.tsx'));
const SurveyDetailPage = page(() => import('../features/surveys/pages/SurveyDetailPage.tsx'));
const SurveyReplySuccessPage = page(() => import('../features/surveys/pages/ReplySuccessPage.tsx'));
const BlindBoxUserInfoPage = page(() => import('../features/blind-box/pages/UserInfoPage.tsx'));
const BlindBoxBuyListPage = page(() => import('../features/blind-box/pages/BuyListPage.tsx'));
const BlindBoxBuyUserInfoPage = page(() => import('../features/blind-box/pages/BuyUserInfoPage.tsx'));
const BlindBoxInviteFriendsPage = page(() => import('../features/blind-box/pages/InviteFriendsPage.tsx'));
const BlindBoxInstructionsPage = page(
  () => import('../features/blind-box/pages/OperatingInstructionsPage.tsx'),
);

const ServicesHubPage = page(() => import('../features/listings/pages/ServicesHubPage.tsx'));
const ListingsHomePage = page(() => import('../features/listings/pages/ListingsHomePage.tsx'));
const ListingDetailsPage = page(() => import('../features/listings/pages/ListingDetailsPage.tsx'));
const ListingFormPage = page(() => import('../features/listings/pages/ListingFormPage.tsx'));
const MarketUserInfoPage = page(() => import('../features/listings/pages/MarketUserInfoPage.tsx'));
const MyCollectionPage = page(() => import('../features/listings/pages/MyCollectionPage.tsx'));
const MyReleasePage = page(() => import('../features/listings/pages/MyReleasePage.tsx'));
const MyOrderPage = page(() => import('../features/listings/pages/MyOrderPage.tsx'));
const OrderDetailsPage = page(() => import('../features/listings/pages/OrderDetailsPage.tsx'));
const MarketGuidePage = page(() => import('../features/listings/pages/GuidePage.tsx'));
const PhoneShopPage = page(() => import('../features/listings/pages/PhoneShopPage.tsx'));
const MyPhonesPage = page(() => import('../features/listings/pages/MyPhonesPage.tsx'));

const DiscoverTab = page(() => import('./DiscoverTab.tsx'));

const authed = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** The services hub: the classic set's Discover tab (with the dating feed inside), else the hub's own page. */
function ServicesHubRoute() {
  const [tabSet] = useTabSet();
  return tabSet === 'classic' ? <DiscoverTab /> : <ServicesHubPage />;
}

const BASENAME = '/h5';

// Spec §2 launch allow-list, decided on the address the page was opened with, before the router first reads it.
applyLaunchRules(BASENAME);

/**
 * Starts the first screen's code with the shell's, not after React's first render (one round trip less before it
 * shows, issue 19): the login page, or signed in, the chat list with the signed-in services and strings. A failed
 * load is left to the page's own (it shows the retry screen).
 */
function startFirstScreen() {
  const path = appPathOf(window.location.pathname, BASENAME);
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
  if (path === paths.chat && useSessionStore.getState().session?.token) {
    quietly(loadChatListPage());
    quietly(import('./global/SignedInServices.tsx'));
    quietly(preloadSignedInStrings());
  } else if (path === paths.login || path === paths.chat) quietly(loadLoginPage());
}
startFirstScreen();

export const router = createBrowserRouter(
  [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <BlankJumpPage /> },
        { path: paths.blank, element: <BlankJumpPage /> },
        { path: paths.login, element: <LoginPage /> },
        {
          element: <TabLayout />,
          children: [
            { path: paths.chat, element: authed(<ChatListPage />) },
            { path: paths.dating, element: <DatingHomePage /> },
            { path: paths.posted, element: authed(<PostedPage />) },
            // Tabs of the classic set (Settings), stacked pages in the default one.
            { path: paths.friends, element: authed(<FriendsPage />) },
            { path: paths.servicesHub, element: <ServicesHubRoute /> },
          ],
        },
        { path: paths.datingPersonal, element: <DatingPersonalPage /> },
        { path: paths.datingGuide, element: <DatingGuidePage /> },
        { path: paths.datingCandidates, element: <DatingCandidatesPage /> },
        { path: paths.datingLikeList, element: authed(<DatingLikeListPage />) },
        { path: paths.datingInviteFriends, element: authed(<DatingInviteFriendsPage />) },
        { path: paths.datingEditData, element: authed(<DatingEditDataPage />) },
        { path: paths.datingEditChat, element: authed(<DatingEditChatPage />) },
        { path: paths.datingEditAlbum, element: authed(<DatingEditAlbumPage />) },
        { path: paths.datingPaySuccess, element: authed(<DatingPaySuccessPage />) },
        { path: paths.datingMenu, element: authed(<DatingMenuPage />) },
        { path: paths.previewPdf, element: authed(<PreviewPdfPage />) },
        { path: paths.selectChat, element: authed(<SelectChatPage />) },
        { path: paths.favourites, element: authed(<FavouritesPage />) },
        { path: paths.aiChat, element: authed(<AIChatPage />) },
        { path: paths.anonymousChat, element: authed(<AnonymousChatPage />) },
        { path: paths.anonymousInstructions, element: authed(<AnonymousInstructionsPage />) },
        { path: paths.personalChat, element: authed(<PersonalChatPage />) },
        { path: paths.groupChat, element: authed(<GroupChatPage />) },
        { path: paths.systemChat, element: authed(<SystemChatPage />) },
        { path: paths.selectFriend, element: authed(<SelectFriendPage />) },
        { path: paths.createGroup, element: authed(<CreateGroupPage />) },
        { path: paths.groupChatList, element: authed(<GroupChatListPage />) },
        { path: paths.groupInvitations, element: authed(<GroupInvitationsPage />) },
        { path: paths.inviteToGroup, element: authed(<InviteToGroupPage />) },
        { path: paths.chatSettings, element: authed(<ChatSettingsPage />) },
        { path: paths.groupMsgSetting, element: authed(<GroupMsgSettingPage />) },
        { path: paths.moduleSetting, element: authed(<ModuleSettingPage />) },
        { path: paths.friendAgreement, element: authed(<FriendAgreementPage />) },
        { path: paths.modifyRemarks, element: authed(<ModifyRemarksPage />) },
        { path: paths.aboutDetailUser, element: authed(<ProfilePage />) },
        { path: paths.aboutDetailUsers, element: authed(<ProfilePage />) },
        { path: paths.friendsInformation, element: authed(<ProfilePage />) },
        { path: paths.qrTopUp, element: authed(<QrTopUpPage />) },
        { path: paths.mergeMoney, element: authed(<MergeMoneyPage />) },
        { path: paths.walletHome, element: <WalletHomePage /> },
        { path: paths.flowDetail, element: authed(<FlowDetailPage />) },
        { path: paths.walletInstructions, element: <WalletInstructionsPage /> },
        { path: paths.redPacketSend, element: authed(<RedPacketSendPage />) },
        { path: paths.redPacketDetail, element: authed(<RedPacketDetailPage />) },
        { path: paths.transfer, element: authed(<TransferPage />) },
        { path: paths.p2pHome, element: authed(<P2pHomePage />) },
        { path: paths.p2pPublish, element: authed(<P2pPublishPage />) },
        { path: paths.p2pPublishSuccess, element: authed(<P2pPublishSuccessPage />) },
        { path: paths.p2pOrder, element: authed(<P2pOrderPage />) },
        { path: paths.exchangeHome, element: authed(<ExchangeHomePage />) },
        { path: paths.exchangePublish, element: authed(<ExchangePublishPage />) },
        { path: paths.exchangePublishSuccess, element: authed(<ExchangePublishSuccessPage />) },
        { path: paths.exchangeOrder, element: authed(<ExchangeOrderPage />) },
        { path: paths.safeTransfer, element: authed(<SafeTransferPage />) },
        { path: paths.search, element: authed(<SearchPage />) },
        { path: paths.editProfile, element: authed(<EditProfilePage />) },
        { path: paths.settings, element: authed(<SettingsPage />) },
        { path: paths.changePwd, element: authed(<ChangePwdPage />) },
        { path: paths.changeNumber, element: authed(<ChangeNumberPage />) },
        { path: paths.changeEmail, element: authed(<ChangeEmailPage />) },
        { path: paths.payPassword, element: authed(<PayPasswordPage />) },
        { path: paths.privacy, element: authed(<PrivacyPage />) },
        { path: paths.notifications, element: authed(<NotificationsPage />) },
        { path: paths.blockedUsers, element: authed(<BlockedUsersPage />) },
        { path: paths.language, element: <LanguagePage /> },
        { path: paths.aboutUs, element: <AboutUsPage /> },
        { path: paths.openLocation, element: authed(<OpenLocationPage />) },
        { path: paths.policies, element: <PoliciesPage /> },
        { path: paths.supportHome, element: authed(<SupportHomePage />) },
        { path: paths.bugReport, element: authed(<BugReportPage />) },
        { path: paths.myReports, element: authed(<MyReportsPage />) },
        { path: paths.tickets, element: authed(<TicketsPage />) },
        { path: paths.newTicket, element: authed(<NewTicketPage />) },
        { path: paths.ticket, element: authed(<TicketPage />) },
        { path: paths.vipIndex, element: authed(<VipIndexPage />) },
        { path: paths.vipPersonalCenter, element: authed(<VipPersonalCenterPage />) },
        { path: paths.vipCreateMyUserInfo, element: authed(<VipCreateMyUserInfoPage />) },
        { path: paths.vipCreateMatchedDemand, element: authed(<VipCreateMatchedDemandPage />) },
        { path: paths.vipCandidateList, element: authed(<VipCandidateListPage />) },
        { path: paths.vipMyRequire, element: authed(<VipMyRequirePage />) },
        { path: paths.vipCreateInfoSuccess, element: authed(<VipCreateInfoSuccessPage />) },
        { path: paths.blindBoxHome, element: authed(<BlindBoxHomePage />) },
        { path: paths.fitness, element: authed(<FitnessPage />) },
        { path: paths.myInvites, element: authed(<MyInvitesPage />) },
        { path: paths.surveyIndex, element: authed(<SurveyIndexPage />) },
        { path: paths.surveyList, element: authed(<SurveyIndexPage />) },
        { path: paths.surveyInstructions, element: authed(<SurveyInstructionsPage />) },
        { path: paths.surveyUserCenter, element: authed(<SurveyUserCenterPage />) },
        // The surveys' invite list is the invites area's page (share sheets per module, whom I invited, my rewards).
        { path: paths.surveyInviteFriends, element: authed(<MyInvitesPage />) },
        { path: paths.surveyMine, element: authed(<MySurveysPage />) },
        { path: paths.surveyDetail, element: authed(<SurveyDetailPage />) },
        { path: paths.surveyReplySuccess, element: authed(<SurveyReplySuccessPage />) },
        { path: paths.blindBoxUserInfo, element: authed(<BlindBoxUserInfoPage />) },
        { path: paths.blindBoxBuyList, element: authed(<BlindBoxBuyListPage />) },
        { path: paths.blindBoxBuyUserInfo, element: authed(<BlindBoxBuyUserInfoPage />) },
        { path: paths.blindBoxInviteFriends, element: authed(<BlindBoxInviteFriendsPage />) },
        { path: paths.blindBoxInstructions, element: authed(<BlindBoxInstructionsPage />) },
        { path: paths.dnaIndex, element: authed(<DnaIndexPage />) },
        { path: paths.dnaOrder, element: authed(<DnaOrderPage />) },
        { path: paths.dnaDetail, element: authed(<DnaOrderDetailPage />) },
        { path: paths.categoryHome, element: authed(<ListingsHomePage />) },
        { path: paths.categoryDetails, element: authed(<ListingDetailsPage />) },
        { path: paths.categoryForm, element: authed(<ListingFormPage />) },
        { path: paths.categoryUserInfo, element: authed(<MarketUserInfoPage />) },
        { path: paths.categoryCollection, element: authed(<MyCollectionPage />) },
        { path: paths.categoryReleases, element: authed(<MyReleasePage />) },
        { path: paths.categoryOrders, element: authed(<MyOrderPage />) },
        { path: paths.categoryOrderDetails, element: authed(<OrderDetailsPage />) },
        // My profile from the marketplace is the personal page's profile edit (one screen, not a copy).
        { path: paths.categoryEditUserInfo, element: authed(<EditProfilePage />) },
        { path: paths.categoryGuide, element: authed(<MarketGuidePage />) },
        // Whom I invited, with their progress and my rewards: the invites page itself (one screen, not a copy).
        { path: paths.categoryInviteFriends, element: authed(<MyInvitesPage />) },
        { path: paths.phoneShop, element: authed(<PhoneShopPage />) },
        { path: paths.myPhones, element: authed(<MyPhonesPage />) },
        { path: '*', element: <Navigate to={paths.dating} replace /> },
      ],
    },
  ],
  { basename: BASENAME },
);

// The page on screen in this tab: a reload comes back to it instead of applying the launch allow-list.
rememberShownPage(BASENAME);
router.subscribe(() => rememberShownPage(BASENAME));
