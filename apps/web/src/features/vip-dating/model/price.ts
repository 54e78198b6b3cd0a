import { toDecimal } from '../../../shared/format/money.ts';

/** count × price per candidate, exactly (decimal arithmetic; no float touches money), as the server computes it. */
export const totalPrice = (pricePerCandidate: string, count: number) =>
  toDecimal(pricePerCandidate).times(count).toFixed();
