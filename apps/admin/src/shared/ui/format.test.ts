import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTime } from './format.ts';

describe('formatTime', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it('writes a date and a time in the chosen language, not the format tokens', () => {
    const at = new Date(2026, 10, 25, 9, 5).toISOString();
    expect(formatTime(at)).toBe('11/25/2026 9:05 AM');
    dayjs.locale('ru');
    expect(formatTime(at)).toBe('25.11.2026 9:05');
  });

  it('shows a dash for a missing time', () => {
    expect(formatTime(null)).toBe('—');
  });
});
