// Moved to shared/payments so every area that takes a payment (wallet, dating) uses the one sheet.
export { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
