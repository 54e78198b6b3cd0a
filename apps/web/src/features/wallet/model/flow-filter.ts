import { FLOW_STATUS_ALL, FlowStatus, FlowType } from '@volna/contracts';

/** Periods the filter panel offers, as days back from now; 'all' has no bound. */
export const PERIOD_DAYS = { week: 7, month: 30, quarter: 90, year: 365 } as const;
export type Period = 'all' | keyof typeof PERIOD_DAYS;
export const PERIODS: Period[] = ['all', 'week', 'month', 'quarter', 'year'];

/** The history filter: a FlowType or 0 for every type, a FlowStatus or 0 for all (spec §4), a period. */
export type FlowFilter = { type: number; status: number; period: Period };

export const DEFAULT_FILTER: FlowFilter = { type: 0, status: FLOW_STATUS_ALL, period: 'all' };

/** The filter's status choices in the spec's order: all, in progress, completed, cancelled, refund. */
export const STATUS_CHOICES = [
  FLOW_STATUS_ALL,
  FlowStatus.inProgress,
  FlowStatus.completed,
  FlowStatus.cancelled,
  FlowStatus.refund,
] as const;

/**
 * Types the filter offers: what this build's wallet can produce. P2P and exchange flows come with a later
 * issue, so their choices stay hidden until then (their rows still show in 'all').
 */
export const TYPE_CHOICES = [
  0,
  FlowType.transfer,
  FlowType.safeTransfer,
  FlowType.redPacketSend,
  FlowType.redPacketClaim,
  FlowType.redPacketRefund,
  FlowType.qrTopUp,
  FlowType.merge,
  FlowType.reward,
  FlowType.cashback,
] as const;

const DAY_MS = 86_400_000;

/** GET /app/flow/list parameters for a filter; the period ends now (exclusive end one ms later). */
export function flowQuery(filter: FlowFilter, now: number) {
  const days = filter.period === 'all' ? undefined : PERIOD_DAYS[filter.period];
  return {
    type: filter.type || undefined,
    status: filter.status,
    startTime: days === undefined ? undefined : now - days * DAY_MS,
    endTime: days === undefined ? undefined : now + 1,
  };
}

/** True when the filter narrows the list (the filter button shows it). */
export const isFiltered = (filter: FlowFilter) =>
  filter.type !== DEFAULT_FILTER.type ||
  filter.status !== DEFAULT_FILTER.status ||
  filter.period !== DEFAULT_FILTER.period;
