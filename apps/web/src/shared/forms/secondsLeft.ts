import { CODE_RESEND_SECONDS, ResultCode } from '@volna/contracts';

type Refusal = { code: number; msg: string };
const isRefusal = (error: unknown): error is Refusal =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  'msg' in error &&
  typeof error.msg === 'string';

/** The wait a 'resend in 42 s' refusal (an ApiError) names in its message, capped at the resend period. */
export function secondsLeftOf(error: unknown): number | null {
  if (!isRefusal(error) || error.code !== ResultCode.codeResendTooSoon) return null;
  const seconds = Number(error.msg.match(/\d+/)?.[0]);
  return seconds > 0 ? Math.min(seconds, CODE_RESEND_SECONDS) : null;
}
