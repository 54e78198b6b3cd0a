import { SafeTransferState } from '@volna/contracts';

export type StepKey =
  | 'frozen'
  | 'awaitingDocument'
  | 'confirmingConditions'
  | 'completed'
  | 'cancelling'
  | 'cancelled';
export type StepStatus = 'finish' | 'process' | 'wait' | 'error';
export type ProgressStep = { key: StepKey; status: StepStatus };

const HAPPY: StepKey[] = ['frozen', 'awaitingDocument', 'confirmingConditions', 'completed'];

/** Where each state sits on the happy path (703 frozen → 708 document → 706 conditions → 707 completed). */
const reached: Record<number, number> = {
  [SafeTransferState.frozen]: 1,
  [SafeTransferState.awaitingDocument]: 1,
  [SafeTransferState.confirmingConditions]: 2,
  [SafeTransferState.completed]: 4,
};

/**
 * The progress of a safe transfer for the Steps component: the happy path with the current step in progress, or,
 * once support is involved, frozen → cancelling → cancelled (the frozen money comes back to the sender).
 */
export function progressOf(state: number): ProgressStep[] {
  if (state === SafeTransferState.cancelling || state === SafeTransferState.cancelledByAdmin)
    return [
      { key: 'frozen', status: 'finish' },
      { key: 'cancelling', status: state === SafeTransferState.cancelling ? 'process' : 'finish' },
      { key: 'cancelled', status: state === SafeTransferState.cancelledByAdmin ? 'error' : 'wait' },
    ];
  const done = reached[state] ?? 0;
  return HAPPY.map((key, index) => ({
    key,
    status: index < done ? 'finish' : index === done ? 'process' : 'wait',
  }));
}
