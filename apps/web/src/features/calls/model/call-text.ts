import { CallEndReason } from '@volna/contracts';

// What the call screen says, kept pure for unit tests.

/** A connected call's timer: mm:ss, and h:mm:ss past an hour. */
export function callClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The §8 message the screen shows as a call ends, from this user's side (callee: did I decline?). */
export type CallEndNotice =
  | 'ended'
  | 'declined'
  | 'noAnswer'
  | 'cancelled'
  | 'failed'
  | 'busy'
  | 'rejectedByMe';

export function endNotice(endReason: number | null, iAmCaller: boolean): CallEndNotice {
  switch (endReason) {
    case CallEndReason.completedByCaller:
    case CallEndReason.completedByCallee:
      return 'ended';
    case CallEndReason.rejected:
    case CallEndReason.unavailable:
      return iAmCaller ? 'declined' : 'rejectedByMe';
    case CallEndReason.busy:
      return 'busy';
    case CallEndReason.noAnswer:
      return 'noAnswer';
    case CallEndReason.cancelled:
      return 'cancelled';
    default:
      return 'failed';
  }
}
