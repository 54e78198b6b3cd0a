import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';

/** One file of my album or my voice intro, with its progress; the profile then names it by its url. */
export const uploadDatingFile = (file: Blob, name: string, onProgress?: (percent: number) => void) =>
  uploadFile<UploadResult>('/app/file/upload', file, name, onProgress);
