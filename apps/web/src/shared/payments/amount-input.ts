// Moved to shared/format so every area that takes an amount (wallet, dating prices) cleans input alike.
export {
  AMOUNT_MAX_DECIMALS,
  type AmountRules,
  isCompleteAmount,
  sanitizeAmount,
} from '../format/amount-input.ts';
