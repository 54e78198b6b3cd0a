import { ResultCode, type ResultCodeName } from '@volna/contracts';

const httpStatusByCode: Partial<Record<ResultCodeName, number>> = {
  badRequest: 400,
  unauthorized: 401,
  sessionExpired: 401,
  loggedInElsewhere: 401,
  forbidden: 403,
  recallTooLate: 403,
  notFound: 404,
  userNotFound: 404,
  configKeyMissing: 404,
  conflict: 409,
  accountExists: 409,
  alreadyBlocked: 409,
  inviteAlreadyBound: 409,
  payloadTooLarge: 413,
  messageTooLarge: 413,
  tooManyRequests: 429,
  codeResendTooSoon: 429,
  codeSendLimit: 429,
  sendingTooFast: 429,
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
