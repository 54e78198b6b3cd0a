import { describe, expect, it } from 'vitest';
import { transferQuote } from './transfer-quote.ts';

describe('transferQuote', () => {
  it('makes an ordinary transfer free whatever the rate', () => {
    expect(transferQuote('100', false, '0.01')).toEqual({
      amount: '100',
      fee: '0',
      total: '100',
      receiveAmount: '100',
    });
  });

  it('takes the safe-transfer fee out of what the receiver gets, rounded half up to 4 decimals', () => {
    expect(transferQuote('100', true, '0.01')).toEqual({
      amount: '100',
      fee: '1',
      total: '100',
      receiveAmount: '99',
    });
    expect(transferQuote('1.2345', true, '0.015')).toMatchObject({ fee: '0.0185', receiveAmount: '1.216' });
  });

  it('keeps every digit of large amounts (no floats)', () => {
    expect(transferQuote('9999999999999999.9999', true, '0.01')).toMatchObject({
      fee: '100000000000000',
      receiveAmount: '9899999999999999.9999',
    });
  });

  it('treats a missing rate as no fee yet', () => {
    expect(transferQuote('10', true, undefined).fee).toBe('0');
  });
});
