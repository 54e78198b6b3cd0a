import { BUG_REPORT_FILE_MAX_BYTES, BUG_REPORT_FILES_MAX } from '@volna/contracts';

/** Why a picked file was left out of a bug report (spec §5: up to 10 files of at most 5 MB). */
export type FileRefusal = 'tooMany' | 'tooLarge' | 'empty';

type Sized = { size: number };

/**
 * Splits newly picked files into the ones the report takes and the ones it refuses, given how many it already holds:
 * empty or oversized files are refused one by one, and once the count limit is reached the rest are refused as too many.
 */
export function admitFiles<T extends Sized>(
  picked: readonly T[],
  alreadyHeld: number,
): { accepted: T[]; refused: { file: T; reason: FileRefusal }[] } {
  const accepted: T[] = [];
  const refused: { file: T; reason: FileRefusal }[] = [];
  for (const file of picked) {
    if (file.size <= 0) refused.push({ file, reason: 'empty' });
    else if (file.size > BUG_REPORT_FILE_MAX_BYTES) refused.push({ file, reason: 'tooLarge' });
    else if (alreadyHeld + accepted.length >= BUG_REPORT_FILES_MAX) refused.push({ file, reason: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Room left for more files. */
export const filesLeft = (held: number) => Math.max(0, BUG_REPORT_FILES_MAX - held);

export const isImage = (file: { type: string }) => file.type.startsWith('image/');
