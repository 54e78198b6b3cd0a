import { TopUpStatus } from '@volna/contracts';

/** The i18n key and tag colour of each top-up state, one place for the list and the detail. */
export const topUpStatusLook: Record<
  number,
  { key: string; color: 'primary' | 'warning' | 'success' | 'danger' }
> = {
  [TopUpStatus.awaitingProof]: { key: 'topup:status.awaitingProof', color: 'primary' },
  [TopUpStatus.awaitingConfirmation]: { key: 'topup:status.awaitingConfirmation', color: 'warning' },
  [TopUpStatus.confirmed]: { key: 'topup:status.confirmed', color: 'success' },
  [TopUpStatus.rejected]: { key: 'topup:status.rejected', color: 'danger' },
};

/** Which of the four steps (requisites, proof, staff check, credited) the top-up has reached. */
export function topUpStep(status: number): number {
  if (status === TopUpStatus.awaitingProof) return 1;
  if (status === TopUpStatus.awaitingConfirmation) return 2;
  return 3;
}
