import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';

/** One photo or the voice of my card, with its progress; the card then names it by its url. */
export const uploadBlindBoxFile = (file: Blob, name: string, onProgress?: (percent: number) => void) =>
  uploadFile<UploadResult>('/app/file/upload', file, name, onProgress);
