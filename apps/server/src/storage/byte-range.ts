import type { ByteRange } from './file-store.ts';

/**
 * The one range of a `Range: bytes=…` header over a file of `size` bytes. Undefined means "send it whole" (no header,
 * another unit, several ranges, or nonsense — all allowed to be ignored); 'unsatisfiable' means the range starts past
 * the end. Browsers need this to seek in audio and video (Safari plays no video without it).
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
