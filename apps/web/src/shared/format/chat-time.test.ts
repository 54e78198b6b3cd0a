import { describe, expect, it } from 'vitest';
import { chatTime, durationText, fullTime } from './chat-time.ts';

// Wednesday 2026-11-18 15:30 local time.
const now = new Date(2026, 10, 18, 15, 30).getTime();
const at = (month: number, day: number, hour = 9, minute = 5, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();

describe('chat times of spec §9', () => {
  it('shows HH:mm for today, from midnight on', () => {
    expect(chatTime(at(11, 18, 0, 0), 'ru', now)).toBe('00:00');
    expect(chatTime(at(11, 18, 15, 29), 'en', now)).toBe('15:29');
  });

  it("shows 'yesterday' and the time in each language", () => {
    expect(chatTime(at(11, 17, 23, 59), 'en', now)).toBe('yesterday 23:59');
    expect(chatTime(at(11, 17, 8, 0), 'ru', now)).toBe('вчера 08:00');
    expect(chatTime(at(11, 17, 8, 0), 'zh', now)).toBe('昨天 08:00');
    expect(chatTime(at(11, 17, 8, 0), 'ja', now)).toBe('昨日 08:00');
  });

  it('shows the weekday within the last week, MM-DD within the year', () => {
    expect(chatTime(at(11, 16), 'en', now)).toBe('Mon');
    expect(chatTime(at(11, 12), 'en', now)).toBe('Thu');
    expect(chatTime(at(11, 11), 'en', now)).toBe('11-11');
    expect(chatTime(at(1, 2), 'ru', now)).toBe('01-02');
  });

  it('shows the full date before this year: zh year first with dots, others day first', () => {
    const lastYear = at(12, 31, 10, 0, 2025);
    expect(chatTime(lastYear, 'zh', now)).toBe('2025.12.31');
    expect(chatTime(lastYear, 'ru', now)).toBe('31.12.2025');
    expect(fullTime(lastYear, 'zh')).toBe('2025.12.31 10:00:00');
    expect(fullTime(lastYear, 'en')).toBe('31.12.2025 10:00:00');
  });

  it('shows a duration as mm:ss', () => {
    expect(durationText(0)).toBe('00:00');
    expect(durationText(65)).toBe('01:05');
    expect(durationText(3725)).toBe('62:05');
  });
});
