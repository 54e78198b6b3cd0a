import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../api/client.ts';

/** A file handed in for a wallet item (a top-up's receipt, a safe transfer's document). */
export type HandIn = { id: number; file: File; onProgress: (percent: number) => void };

/** The upload half of a hand-in (POST /app/file/upload, with progress); the caller then posts the url. */
export const uploadHandIn = ({ file, onProgress }: HandIn) =>
  uploadFile<UploadResult>('/app/file/upload', file, file.name, onProgress);
