// Moved to shared/payments so every area that takes a payment (wallet, dating) uses the one prompt.
export { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
