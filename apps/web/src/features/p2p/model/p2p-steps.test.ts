import { P2pOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { p2pProgressOf } from './p2p-steps.ts';

const statuses = (state: number) => p2pProgressOf(state).map((s) => s.status);

describe('p2pProgressOf', () => {
  it('walks the four stages as the order moves', () => {
    expect(statuses(P2pOrderState.selling)).toEqual(['finish', 'process', 'wait', 'wait']);
    expect(statuses(P2pOrderState.pendingPayment)).toEqual(['finish', 'finish', 'process', 'wait']);
    expect(statuses(P2pOrderState.alreadyPaid)).toEqual(['finish', 'finish', 'finish', 'process']);
    expect(statuses(P2pOrderState.complete)).toEqual(['finish', 'finish', 'finish', 'finish']);
  });

  it('marks where a complaint or a cancel stopped the deal', () => {
    expect(statuses(P2pOrderState.complaint)).toEqual(['finish', 'finish', 'error', 'wait']);
    expect(statuses(P2pOrderState.cancelled)).toEqual(['finish', 'error', 'wait', 'wait']);
  });
});
