// Moved to shared/payments with the pay-password sheet that reads it.
export { myInfoKey, usePayPasswordSet } from '../../../shared/payments/pay-password-state.ts';
