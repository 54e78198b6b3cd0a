import { ResultCode, type ResultCodeName } from '@volna/contracts';

const httpStatusByCode: Partial<Record<ResultCodeName, number>> = {
  badRequest: 400,
  unauthorized: 401,
  sessionExpired: 401,
  loggedInElsewhere: 401,
  forbidden: 403,
  recallTooLate: 403,
  // Rights the caller lacks in this group, or a block the caller set himself.
  groupNoRights: 403,
  youBlockedUser: 403,
  // No live invitation to the group (issue 17): joining needs one.
  groupInviteRequired: 403,
  notFound: 404,
  userNotFound: 404,
  configKeyMissing: 404,
  // The thing the call needs is not there: a friendship, a member, an agent on duty.
  notFriends: 404,
  notGroupMember: 404,
  noCustomerService: 404,
  conflict: 409,
  accountExists: 409,
  alreadyBlocked: 409,
  inviteAlreadyBound: 409,
  inviteWindowClosed: 409,
  inviteCycle: 409,
  // The state of the friendship or group already rules the call out.
  alreadyFriends: 409,
  friendRequestAnswered: 409,
  alreadyInGroup: 409,
  groupFull: 409,
  notModuleGroup: 409,
  // A safe-transfer step its state rules out, or one that is the other party's to take.
  transferWrongState: 409,
  notTransferParty: 403,
  // P2P (issue 13): a step the order's state rules out, a request someone else took, a step of the other side.
  p2pWrongState: 409,
  p2pAlreadyTaken: 409,
  p2pOwnRequest: 403,
  p2pNotParty: 403,
  // A group red packet sent before the claimer joined.
  redPacketJoinedAfter: 403,
  // Staff console and support (issue 11).
  notStaff: 403,
  ticketClosed: 409,
  complaintTargetNotFound: 404,
  // VIP dating and the blind box (issue 12).
  vipProfileRequired: 409,
  vipRequestWrongState: 409,
  vipPriceChanged: 409,
  // Pinned terms (issue 28): the shown price or rate is not today's.
  priceChanged: 409,
  vipNotACandidate: 404,
  blindBoxNoAttempts: 409,
  blindBoxNothingToDraw: 404,
  blindBoxFileNotOwn: 403,
  // A blocked account cannot log in; nobody acts on a staff member above him.
  accountBlocked: 403,
  staffOutranked: 403,
  // Listings (issue 14): a step the listing's state rules out; a body whose kind differs from the listing's.
  listingWrongState: 409,
  listingNotShareable: 404,
  listingKindLocked: 409,
  // Classifieds orders (issue 14): a step the order's state rules out, the other side's step, a secure-only step on an
  // ordinary deal, buying one's own or a withdrawn listing.
  listingOrderWrongState: 409,
  listingOrderNotYours: 403,
  listingOrderNotSecure: 409,
  listingOrderOwnListing: 409,
  listingOrderListingGone: 409,
  listingOrderNotOrderable: 409,
  // Paid tasks (issue 14): applying twice, deciding twice, a spent referral budget, held referral terms.
  taskAlreadyApplied: 409,
  taskApplicationDecided: 409,
  taskReferralBudgetSpent: 409,
  taskReferralTermsLocked: 409,
  taskOwnListing: 409,
  taskNotOpen: 409,
  // Fitness (issue 15): today's steps are already recorded.
  fitnessAlreadyEntered: 409,
  // Paid surveys (issue 15): a step the survey's state rules out, answering twice or one's own, someone else's survey.
  surveyWrongState: 409,
  surveyNotOpen: 409,
  surveyCompleted: 409,
  surveyBudgetSpent: 409,
  surveyOwnSurvey: 409,
  surveyNotYours: 403,
  // Dating (issue 12).
  datingProfileNotFound: 404,
  datingProfileExists: 409,
  datingNothingToBuy: 409,
  datingMediaLocked: 403,
  datingChatNotPaid: 403,
  datingProfileRequired: 409,
  // Currency exchange (issue 13).
  exchangeWrongState: 409,
  exchangeAlreadyTaken: 409,
  exchangeOwnAd: 409,
  exchangeOrderWrongState: 409,
  exchangeOrderDisputed: 409,
  exchangeNotParty: 403,
  exchangeNoDispute: 409,
  otcOrderWrongState: 409,
  // The AI assistant (issue 16): asking too often, today's tokens spent, the provider down.
  assistantTooFast: 429,
  assistantBudgetSpent: 429,
  assistantUnavailable: 502,
  // Anonymous chat (issue 16): a step the chat's state rules out.
  anonWrongState: 409,
  payloadTooLarge: 413,
  messageTooLarge: 413,
  tooManyRequests: 429,
  codeResendTooSoon: 429,
  codeSendLimit: 429,
  sendingTooFast: 429,
  tooManyAttempts: 429,
  codeDeliveryFailed: 502,
  internal: 500,
};

/** A refusal the client must see: its code picks the message (in the caller's language) and the HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  constructor(
    readonly codeName: ResultCodeName,
    readonly params: Record<string, string | number> = {},
  ) {
    super(codeName);
    this.code = ResultCode[codeName];
    this.httpStatus = httpStatusByCode[codeName] ?? (this.code >= 400 && this.code < 600 ? this.code : 400);
  }
}

export const fail = (codeName: ResultCodeName, params?: Record<string, string | number>): never => {
  throw new AppError(codeName, params);
};
