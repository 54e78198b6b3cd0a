import { describe, expect, it } from 'vitest';
import { callClock, endNotice } from './call-text.ts';

describe('call screen texts', () => {
  it('formats the timer as mm:ss, with hours past an hour', () => {
    expect(callClock(0)).toBe('00:00');
    expect(callClock(75.9)).toBe('01:15');
    expect(callClock(3600 + 62)).toBe('1:01:02');
  });

  it('names the end from this side (spec §4 reasons, §8 messages)', () => {
    expect(endNotice(12, true)).toBe('declined');
    expect(endNotice(12, false)).toBe('rejectedByMe');
    expect(endNotice(32, true)).toBe('declined');
    expect(endNotice(22, true)).toBe('busy');
    expect(endNotice(15, false)).toBe('noAnswer');
    expect(endNotice(1, false)).toBe('cancelled');
    expect([3, 13].map((r) => endNotice(r, true))).toEqual(['ended', 'ended']);
    expect(endNotice(null, true)).toBe('failed');
  });
});
