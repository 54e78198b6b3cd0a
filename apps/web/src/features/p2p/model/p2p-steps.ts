import { P2P_STEPS, P2pOrderState, type P2pStep } from '@volna/contracts';

export type StepStatus = 'finish' | 'process' | 'wait' | 'error';

/** How far each stage of the order's stepper is: publish → respond → pay (proof) → confirm/credited. */
export function p2pProgressOf(state: number): { key: P2pStep; status: StepStatus }[] {
  const reached: Record<number, number> = {
    [P2pOrderState.selling]: 1,
    [P2pOrderState.pendingPayment]: 2,
    [P2pOrderState.alreadyPaid]: 3,
    [P2pOrderState.complete]: 4,
  };
  // A complaint stops the deal where it stood (shown in red); cancelled stops it at publishing.
  const done = reached[state] ?? (state === P2pOrderState.complaint ? 2 : 1);
  return P2P_STEPS.map((key, index) => {
    if (index < done) return { key, status: 'finish' };
    if (index === done) {
      if (state === P2pOrderState.complaint || state === P2pOrderState.cancelled)
        return { key, status: 'error' };
      return { key, status: 'process' };
    }
    return { key, status: 'wait' };
  });
}
