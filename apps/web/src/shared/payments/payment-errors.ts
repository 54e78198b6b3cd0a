import { ResultCode } from '@volna/contracts';

export type PaymentProblem = 'wrongPassword' | 'locked' | 'passwordNotSet' | 'insufficientBalance' | 'other';

/**
 * The envelope code of a failed call (the API helper's ApiError carries it; 0 means no answer), read by shape
 * so these rules stay free of the UI library the helper loads.
 */
export function answerCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'number' ? code : undefined;
}

/** How a pay screen reacts to a failed payment: the pay-password sheet keeps its own three, the rest go back. */
export function paymentProblem(error: unknown): PaymentProblem {
  switch (answerCode(error)) {
    case ResultCode.payPasswordWrong:
      return 'wrongPassword';
    case ResultCode.payPasswordLocked:
      return 'locked';
    case ResultCode.payPasswordNotSet:
      return 'passwordNotSet';
    case ResultCode.insufficientBalance:
      return 'insufficientBalance';
    default:
      return 'other';
  }
}
