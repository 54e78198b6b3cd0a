import { ExchangeOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { exchangeProgressOf, exchangeReceivePreview } from './exchange-steps.ts';

const statuses = (state: number) => exchangeProgressOf(state).map((s) => s.status);

describe('exchange deal stepper', () => {
  it('walks create order → pay → submit for verification → paying → completed', () => {
    expect(statuses(ExchangeOrderState.launched)).toEqual([
      'process',
      'wait',
      'wait',
      'wait',
      'wait',
      'wait',
    ]);
    expect(statuses(ExchangeOrderState.buyerConfirmed)).toEqual([
      'finish',
      'process',
      'wait',
      'wait',
      'wait',
      'wait',
    ]);
    expect(statuses(ExchangeOrderState.voucherUploaded)).toEqual([
      'finish',
      'finish',
      'finish',
      'process',
      'wait',
      'wait',
    ]);
    expect(statuses(ExchangeOrderState.platformPaid)).toEqual(Array(6).fill('finish'));
  });

  it('shows a cancelled deal in red at its start', () => {
    expect(statuses(ExchangeOrderState.cancelledByAdmin)[0]).toBe('error');
  });

  it('previews the receive amount rounded down to 4 decimals, like the server', () => {
    expect(exchangeReceivePreview('100', '0.08')).toBe('8.0000');
    expect(exchangeReceivePreview('1.2345', '0.33333333')).toBe('0.4114');
  });
});
