import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth } from './dates.ts';
import { groupDigits } from './digits.ts';
import { formatMoney, formatPercent, formatRate } from './money.ts';

/** Intl's ru group mark is a no-break or narrow no-break space, by ICU version: both read as a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// One formatter per language for money, rates and dates (issue 30 item 12); ru groups with a no-break space.
const cases = {
  ru: {
    money: '1\u00a0234\u00a0567,50\u00a0RUB',
    rate: '0,0108',
    date: '20.12.2026',
    time: '29.11.2026 07:05',
  },
  zh: { money: '1,234,567.50\u00a0RUB', rate: '0.0108', date: '2026.12.20', time: '2026.11.29 07:05' },
  en: { money: '1,234,567.50\u00a0RUB', rate: '0.0108', date: '20.12.2026', time: '29.11.2026 07:05' },
  ja: { money: '1,234,567.50\u00a0RUB', rate: '0.0108', date: '20.12.2026', time: '29.11.2026 07:05' },
} as const;

describe('the one formatter, per UI language', () => {
  for (const [lang, expected] of Object.entries(cases)) {
    it(`${lang}: money, rate, date and date-time`, () => {
      expect(spaced(formatMoney('1234567.5', { locale: lang, currency: 'RUB' }))).toBe(
        spaced(expected.money),
      );
      expect(formatRate('0.0108', lang)).toBe(expected.rate);
      expect(formatDate('2026-12-20', lang)).toBe(expected.date);
      expect(formatDateTime(new Date(2026, 10, 29, 7, 5, 9), lang)).toBe(expected.time);
      expect(formatDateTime(new Date(2026, 10, 29, 7, 5, 9), lang, true)).toBe(`${expected.time}:09`);
    });
  }

  it('percentages and short day labels take the language marks', () => {
    expect(spaced(formatPercent('0.015', 'ru'))).toBe('1,5 %');
    expect(formatPercent('0.015', 'en')).toBe('1.5%');
    expect(formatPercent('0.1', 'zh')).toBe('10%');
    expect(formatDayMonth('2026-12-02', 'ru')).toBe('02.12');
    expect(formatDayMonth('2026-12-02', 'zh')).toBe('12.02');
  });

  it('keeps every digit of a rate and never rounds it to money scale', () => {
    expect(formatRate('12345.12345678', 'en')).toBe('12,345.12345678');
    expect(formatRate('12345.12345678', 'ru')).toMatch(/^12\s345,12345678$/);
  });

  it('a bare calendar date is that day wherever the user is; an unreadable one shows nothing', () => {
    expect(formatDate('2026-01-01', 'ru')).toBe('01.01.2026');
    expect(formatDate('not a date', 'ru')).toBe('');
  });

  it('groups card numbers by four and leaves anything else alone', () => {
    expect(groupDigits('2200700123456789')).toBe('2200\u00a07001\u00a02345\u00a06789');
    expect(groupDigits('4276 3800 1234 567')).toBe('4276\u00a03800\u00a01234\u00a0567');
    expect(groupDigits('+79165550199')).toBe('+79165550199');
  });
});
