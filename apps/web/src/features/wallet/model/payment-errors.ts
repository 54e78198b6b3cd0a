// Moved to shared/payments so every area that takes a payment (wallet, dating) reads refusals alike.
export { answerCode, type PaymentProblem, paymentProblem } from '../../../shared/payments/payment-errors.ts';
