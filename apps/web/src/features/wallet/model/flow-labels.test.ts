import { FlowStatus, FlowType, SafeTransferState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { flowStatusKey, flowTypeKey, remarkKey, safeStateKey } from './flow-labels.ts';

describe('flow labels', () => {
  it('names types, statuses and safe-transfer states by their contract names', () => {
    expect(flowTypeKey(FlowType.safeTransfer)).toBe('wallet:flowType.safeTransfer');
    expect(flowTypeKey(999)).toBe('wallet:flowType.other');
    expect(flowStatusKey(0)).toBe('wallet:flowStatus.all');
    expect(flowStatusKey(FlowStatus.refund)).toBe('wallet:flowStatus.refund');
    expect(safeStateKey(SafeTransferState.awaitingDocument)).toBe('wallet:safeState.awaitingDocument');
  });

  it("words a reward's source, and leaves a user's own remark as written", () => {
    expect(remarkKey({ relatedType: 'reward:invite', remark: 'invite' })).toBe('wallet:rewardSource.invite');
    expect(remarkKey({ relatedType: 'transfer', remark: 'invite' })).toBeNull();
    expect(remarkKey({ relatedType: null, remark: 'for lunch' })).toBeNull();
    expect(remarkKey({ relatedType: 'taskReferralBudget', remark: '' })).toBe(
      'wallet:holdNote.taskReferralBudget',
    );
  });
});
