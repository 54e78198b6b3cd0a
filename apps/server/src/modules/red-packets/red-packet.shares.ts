import { randomBytes } from 'node:crypto';
import type { RedPacketSplit } from '@volna/contracts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';

// Shares are computed in whole units of 0.0001 as BigInt (../ledger/amounts.ts): exact decimal math, no float ever
// touches money.

/** Uniform enough for a game of chance: 64 random bits reduced modulo the range. */
function randomBelow(limit: bigint): bigint {
  if (limit <= 1n) return 0n;
  return randomBytes(8).readBigUInt64BE() % limit;
}

/**
 * `amount` split into `count` shares of at least `minimum` each, summing exactly to `amount`, or undefined when the
 * amount cannot give everyone the minimum. even: equal shares, the indivisible last units one each to the first
 * shares. lucky: each share's part above the minimum drawn in [0, twice the mean of what is left] (so no share
 * runs away with everything), the last share takes the rest, and the order is shuffled.
 */
export function splitShares(
  amount: string,
  count: number,
  split: RedPacketSplit,
  minimum: string,
  random: (limit: bigint) => bigint = randomBelow,
): string[] | undefined {
  const total = toUnits(amount);
  const min = toUnits(minimum);
  const n = BigInt(count);
  if (count < 1 || total < min * n) return undefined;
  if (split === 'even') {
    const base = total / n;
    const extra = total % n;
    return Array.from({ length: count }, (_, i) => fromUnits(base + (BigInt(i) < extra ? 1n : 0n)));
  }
  let left = total - min * n;
  const shares: bigint[] = [];
  for (let i = count; i > 1; i--) {
    const part = random((2n * left) / BigInt(i) + 1n);
    shares.push(min + part);
    left -= part;
  }
  shares.push(min + left);
  for (let i = shares.length - 1; i > 0; i--) {
    const j = Number(random(BigInt(i + 1)));
    [shares[i], shares[j]] = [shares[j]!, shares[i]!];
  }
  return shares.map(fromUnits);
}
