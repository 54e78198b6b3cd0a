// Moved to shared/payments so every area that takes a payment (wallet, dating) keys its intents alike.
export { idempotencyHeaders, useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
