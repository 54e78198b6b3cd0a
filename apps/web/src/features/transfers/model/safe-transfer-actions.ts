import { SAFE_TRANSFER_UPLOAD_STATES, SafeTransferState, type TransferVo } from '@volna/contracts';

/** States in which a party may still ask support to cancel (not once asked, cancelled or completed). */
const CANCELLABLE: readonly number[] = [
  SafeTransferState.frozen,
  SafeTransferState.awaitingDocument,
  SafeTransferState.confirmingConditions,
];

export type SafeTransferChoices = {
  upload: boolean;
  confirm: boolean;
  askCancel: boolean;
  /** What the viewer is waiting for, as a transfer:actions key; null when it is his move or nothing is pending. */
  waiting: 'waitDocument' | 'waitConfirm' | 'waitSupport' | null;
};

/**
 * What this viewer can do with a safe transfer now, mirroring the server's rules: the receiver uploads while 703/708,
 * the sender confirms (or asks for another document) at 706, either party asks support while it is open; staff
 * cancel from the console, not here.
 */
export function choicesFor({ role, state }: Pick<TransferVo, 'role' | 'state'>): SafeTransferChoices {
  const party = role !== 'staff';
  let waiting: SafeTransferChoices['waiting'] = null;
  if (state === SafeTransferState.cancelling) waiting = 'waitSupport';
  else if (role === 'sender' && SAFE_TRANSFER_UPLOAD_STATES.includes(state)) waiting = 'waitDocument';
  else if (role === 'receiver' && state === SafeTransferState.confirmingConditions) waiting = 'waitConfirm';
  return {
    upload: role === 'receiver' && SAFE_TRANSFER_UPLOAD_STATES.includes(state),
    confirm: role === 'sender' && state === SafeTransferState.confirmingConditions,
    askCancel: party && CANCELLABLE.includes(state),
    waiting,
  };
}
