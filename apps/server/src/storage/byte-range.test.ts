import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('clips an end past the file', () => {
    expect(byteRangeOf('bytes=10-5000', 1000)).toEqual({ start: 10, end: 999 });
  });

  it('answers unsatisfiable for a start past the end or an empty suffix', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it need not honour: none, other units, several ranges, nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=9-3', 'bytes=a-b'])
      expect(byteRangeOf(header, 1000), String(header)).toBeUndefined();
  });
});
