import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@volna/contracts';

/**
 * Why a picked file cannot become a group picture, checked before cropping; null when it can. The original may be as
 * big as any upload: the crop, drawn much smaller, is what has to fit the avatar limit.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

export const AVATAR_LIMIT_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
