import { SafeTransferState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { choicesFor } from './safe-transfer-actions.ts';

const { frozen, awaitingDocument, confirmingConditions, completed, cancelling, cancelledByAdmin } =
  SafeTransferState;

describe('choicesFor', () => {
  it('lets the receiver upload while frozen or asked for another document; the sender waits', () => {
    for (const state of [frozen, awaitingDocument]) {
      expect(choicesFor({ role: 'receiver', state })).toEqual({
        upload: true,
        confirm: false,
        askCancel: true,
        waiting: null,
      });
      expect(choicesFor({ role: 'sender', state })).toEqual({
        upload: false,
        confirm: false,
        askCancel: true,
        waiting: 'waitDocument',
      });
    }
  });

  it('lets the sender confirm once the document is in; the receiver waits', () => {
    expect(choicesFor({ role: 'sender', state: confirmingConditions })).toMatchObject({
      confirm: true,
      upload: false,
      waiting: null,
    });
    expect(choicesFor({ role: 'receiver', state: confirmingConditions })).toMatchObject({
      confirm: false,
      upload: false,
      waiting: 'waitConfirm',
    });
  });

  it('leaves only waiting while support decides, and nothing once it is over or for staff', () => {
    expect(choicesFor({ role: 'sender', state: cancelling })).toEqual({
      upload: false,
      confirm: false,
      askCancel: false,
      waiting: 'waitSupport',
    });
    for (const state of [completed, cancelledByAdmin])
      for (const role of ['sender', 'receiver'] as const)
        expect(choicesFor({ role, state })).toEqual({
          upload: false,
          confirm: false,
          askCancel: false,
          waiting: null,
        });
    expect(choicesFor({ role: 'staff', state: frozen })).toMatchObject({
      upload: false,
      confirm: false,
      askCancel: false,
    });
  });
});
