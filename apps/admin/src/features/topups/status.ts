import { TopUpStatus } from '@volna/contracts';

export const STATUS_COLORS: Record<number, string> = {
  [TopUpStatus.awaitingProof]: 'default',
  [TopUpStatus.awaitingConfirmation]: 'gold',
  [TopUpStatus.confirmed]: 'green',
  [TopUpStatus.rejected]: 'red',
};
