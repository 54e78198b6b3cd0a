// Moved to shared/payments so every area that takes a payment (wallet, dating) keys its intents alike.
export { IntentKeys, newIdempotencyKey, outcomeUnknown } from '../../../shared/payments/idempotency.ts';
