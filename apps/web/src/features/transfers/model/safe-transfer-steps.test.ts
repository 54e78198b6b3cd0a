import { SafeTransferState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { progressOf } from './safe-transfer-steps.ts';

const statuses = (state: number) => progressOf(state).map((s) => `${s.key}:${s.status}`);

describe('progressOf', () => {
  it('shows the happy path with the current step in progress', () => {
    expect(statuses(SafeTransferState.frozen)).toEqual([
      'frozen:finish',
      'awaitingDocument:process',
      'confirmingConditions:wait',
      'completed:wait',
    ]);
    expect(statuses(SafeTransferState.awaitingDocument)[1]).toBe('awaitingDocument:process');
    expect(statuses(SafeTransferState.confirmingConditions)).toEqual([
      'frozen:finish',
      'awaitingDocument:finish',
      'confirmingConditions:process',
      'completed:wait',
    ]);
    expect(statuses(SafeTransferState.completed).every((s) => s.endsWith(':finish'))).toBe(true);
  });

  it('turns to frozen → cancelling → cancelled once support is involved', () => {
    expect(statuses(SafeTransferState.cancelling)).toEqual([
      'frozen:finish',
      'cancelling:process',
      'cancelled:wait',
    ]);
    expect(statuses(SafeTransferState.cancelledByAdmin)).toEqual([
      'frozen:finish',
      'cancelling:finish',
      'cancelled:error',
    ]);
  });
});
