import { FlowStatus, FlowType } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, flowQuery, isFiltered } from './flow-filter.ts';

const now = Date.UTC(2026, 10, 23, 12);

describe('history filter', () => {
  it('asks for everything by default', () => {
    expect(flowQuery(DEFAULT_FILTER, now)).toEqual({
      type: undefined,
      status: 0,
      startTime: undefined,
      endTime: undefined,
    });
    expect(isFiltered(DEFAULT_FILTER)).toBe(false);
  });

  it('passes type, status and the period back from now', () => {
    const filter = { type: FlowType.transfer, status: FlowStatus.completed, period: 'week' as const };
    expect(flowQuery(filter, now)).toEqual({
      type: FlowType.transfer,
      status: FlowStatus.completed,
      startTime: now - 7 * 86_400_000,
      endTime: now + 1,
    });
    expect(isFiltered(filter)).toBe(true);
  });
});
