import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';

/** POST /app/file/upload of one photo with its progress; the listing then names it by its url. */
export const uploadListingPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<UploadResult>('/app/file/upload', file, file.name, onProgress);
