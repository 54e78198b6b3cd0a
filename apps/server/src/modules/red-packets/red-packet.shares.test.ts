import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import { splitShares } from './red-packet.shares.ts';

const sum = (shares: string[]) => fromUnits(shares.reduce((acc, s) => acc + toUnits(s), 0n));

describe('red packet shares', () => {
  it('converts amounts to units and back exactly', () => {
    expect(toUnits('12.5')).toBe(125000n);
    expect(toUnits('0.0001')).toBe(1n);
    expect(toUnits('9999999999999999.9999')).toBe(99999999999999999999n);
    expect(fromUnits(125000n)).toBe('12.5000');
    expect(fromUnits(99999999999999999999n)).toBe('9999999999999999.9999');
  });

  it('even: equal shares, the indivisible units spread one each over the first shares', () => {
    expect(splitShares('10', 3, 'even', '0.01')).toEqual(['3.3334', '3.3333', '3.3333']);
    expect(splitShares('1', 4, 'even', '0.01')).toEqual(['0.2500', '0.2500', '0.2500', '0.2500']);
    expect(sum(splitShares('100.0001', 7, 'even', '0.01')!)).toBe('100.0001');
  });

  it('refuses an amount that cannot give everyone the minimum', () => {
    expect(splitShares('1', 100, 'even', '0.01')).toEqual(Array(100).fill('0.0100'));
    expect(splitShares('1', 101, 'lucky', '0.01')).toBeUndefined();
    expect(splitShares('0.99', 100, 'even', '0.01')).toBeUndefined();
  });

  it('lucky: every share at least the minimum, summing exactly to the amount, over many random draws', () => {
    for (let round = 0; round < 500; round++) {
      const count = 1 + (round % 100);
      const amount = `${1 + round * 37}.${String(round % 10000).padStart(4, '0')}`;
      const shares = splitShares(amount, count, 'lucky', '0.01')!;
      expect(shares).toHaveLength(count);
      expect(sum(shares)).toBe(fromUnits(toUnits(amount)));
      for (const share of shares) expect(toUnits(share) >= 100n).toBe(true);
    }
  });

  it('lucky at the exact minimum leaves no room: every share is the minimum', () => {
    expect(splitShares('1', 100, 'lucky', '0.01')).toEqual(Array(100).fill('0.0100'));
  });

  it('lucky with a huge amount stays exact (no float anywhere)', () => {
    const shares = splitShares('9999999999999999.9999', 13, 'lucky', '0.01')!;
    expect(sum(shares)).toBe('9999999999999999.9999');
  });

  it('lucky draws from the random source (deterministic with a fixed one)', () => {
    const max = (limit: bigint) => limit - 1n;
    const shares = splitShares('10', 3, 'lucky', '0.01', max)!;
    expect(sum(shares)).toBe('10.0000');
  });
});
