import { TaskApplicationState } from '@volna/contracts';

/** An application's state in words: the key under listings:task.state. */
export const APPLICATION_STATE_KEYS: Record<number, string> = {
  [TaskApplicationState.applied]: 'applied',
  [TaskApplicationState.accepted]: 'accepted',
  [TaskApplicationState.rejected]: 'rejected',
};
