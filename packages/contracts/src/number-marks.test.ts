import { describe, expect, it } from 'vitest';
import { formatAmountText, withNumberMarks } from './number-marks.ts';

describe('number marks', () => {
  it('writes a ledger amount as each language does, 2 decimals unless it has more', () => {
    expect(formatAmountText('1500.5000', 'ru', 'RUB')).toBe('1\u00a0500,50\u00a0RUB');
    expect(formatAmountText('1500.5000', 'en', 'RUB')).toBe('1,500.50\u00a0RUB');
    expect(formatAmountText('1234567.1234', 'zh')).toBe('1,234,567.1234');
    expect(formatAmountText('0.0001', 'ja', 'VLN')).toBe('0.0001\u00a0VLN');
    expect(formatAmountText('-7', 'ru')).toBe('-7,00');
  });

  it('leaves what is not a decimal as it is', () => {
    expect(formatAmountText('12e3', 'ru')).toBe('12e3');
    expect(withNumberMarks('1234.5')).toBe('1,234.5');
  });
});
