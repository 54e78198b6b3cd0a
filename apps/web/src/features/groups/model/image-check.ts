import { AVATAR_MAX_BYTES, IMAGE_MIME_TYPES } from '@volna/contracts';

/** Why a picked file cannot be a group picture, checked before any upload; null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

export const AVATAR_LIMIT_MB = AVATAR_MAX_BYTES / 1024 / 1024;
